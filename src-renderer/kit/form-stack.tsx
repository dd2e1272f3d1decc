// <FormStack>: a named form laid out as a stack of its fields, whose submit runs the screen's own
// action (submitHandler) instead of the browser's, so Enter in a field submits without a reload.
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { submitHandler } from './submit-handler.js';

export function FormStack({
  label,
  onSubmit,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: () => unknown;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="form" aria-label={label} onSubmit={submitHandler(onSubmit)}>
      {children}
    </Stack>
  );
}
