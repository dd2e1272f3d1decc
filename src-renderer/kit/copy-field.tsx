// <CopyField>: a value staff copy elsewhere (a link, a code snippet), shown read-only under its label
// with a Copy button beside it. The button says "Copied" only once the clipboard took the text; when
// it refuses, the field says so and the text stays there to select by hand.
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export interface CopyFieldTexts {
  /** The button's text, which names it ("Copy the booking link"). */
  copy: string;
  /** Shown on the button for a moment after the copy succeeded. */
  copied: string;
  /** Shown under the field when the clipboard refused the text. */
  failed: string;
}

export function CopyField({
  label,
  value,
  texts,
  multiline = false,
  description,
}: {
  label: string;
  value: string;
  texts: CopyFieldTexts;
  /** A textarea (a snippet) instead of a one-line input (a link). */
  multiline?: boolean;
  description?: string;
}) {
  const clipboard = useClipboard({ timeout: 2000 });
  const error = clipboard.error ? texts.failed : undefined;
  const field = multiline ? (
    <Textarea
      label={label}
      description={description}
      value={value}
      readOnly
      autosize
      minRows={2}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      error={error}
      onFocus={(e) => e.currentTarget.select()}
    />
  ) : (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      error={error}
      onFocus={(e) => e.currentTarget.select()}
    />
  );
  return (
    <Stack gap={6}>
      {field}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={
            clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
          }
          onClick={() => clipboard.copy(value)}
        >
          {clipboard.copied ? texts.copied : texts.copy}
        </Button>
      </Group>
    </Stack>
  );
}
