// Pieces of the product form: a picture with its remove button, and a labelled group of chips.
import { Chip, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode } from 'react';
import { IconButton } from '../../kit/icon-button.js';

/** An image (stored, or a picked file's preview) with its remove button. */
export function Thumb(props: { src: string | null; alt: string; removeLabel: string; onRemove: () => void }) {
  return (
    <Stack gap={2} align="center" role="listitem">
      {props.src && <Image src={props.src} alt={props.alt} w={96} h={72} fit="cover" radius="sm" />}
      <IconButton size="sm" icon={IconTrash} danger name={props.removeLabel} onClick={props.onRemove} />
    </Stack>
  );
}

/** A labelled group of chips choosing several values (allergens, diet preferences). */
export function ChipField({
  label,
  color,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  color: string;
  options: { value: string; label: string }[];
  value?: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
}) {
  return (
    <div role="group" aria-label={label}>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Chip.Group multiple value={value ?? []} onChange={onChange}>
        <Group gap={6}>
          {options.map((o) => (
            <Chip key={o.value} value={o.value} size="xs" color={color}>
              {o.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text size="xs" c="red" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
