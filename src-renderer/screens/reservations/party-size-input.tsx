// The party size of a booking or walk-in: whole guests, up to the 500 a booking may hold; an
// emptied field counts as none.
import { NumberInput } from '@mantine/core';

export function PartySizeInput({
  label,
  min,
  value,
  error,
  onChange,
}: {
  label: string;
  min: number;
  value: number;
  error: string | undefined;
  onChange: (guests: number) => void;
}) {
  return (
    <NumberInput
      size="sm"
      label={label}
      min={min}
      max={500}
      allowDecimal={false}
      value={value}
      error={error}
      onChange={(v) => onChange(typeof v === 'number' ? v : Number(v) || 0)}
    />
  );
}
