// <SectionPanel>: a bordered section of a screen, named by its heading (aria-labelledby), with an
// optional dimmed line saying what it is for and optional controls beside the heading. With
// `onSubmit` the section is one form (validation is the screen's, so the browser's is off), and
// `submitLabel` ends it with its submit button on the right.
import { Button, Group, Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { HeadingRow } from './heading-row.js';
import { QuietText } from './quiet-text.js';

export function SectionPanel({
  id,
  title,
  intro,
  aside,
  gap = 'sm',
  onSubmit,
  submitLabel,
  children,
}: {
  /** The heading's id; the section is named by it. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  aside?: ReactNode;
  gap?: MantineSpacing;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The form's submit button's text, shown at the section's end. */
  submitLabel?: string;
  children?: ReactNode;
}) {
  const body = (
    <Stack gap={gap}>
      {aside === undefined ? (
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
      ) : (
        <HeadingRow id={id} order={2} size="h5" aside={aside}>
          {title}
        </HeadingRow>
      )}
      {intro && <QuietText>{intro}</QuietText>}
      {children}
      {submitLabel !== undefined && (
        <Group justify="flex-end">
          <Button type="submit">{submitLabel}</Button>
        </Group>
      )}
    </Stack>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Paper>
  );
}
