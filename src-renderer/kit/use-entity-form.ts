// useEntityForm: a form on @mantine/form validated by the entity's zod schema (the same schema the
// server checks), with the server's refusal put back on the fields it names. Screens with a
// declared resource use useResourceForm, which builds on the same resolver.
import { useForm, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useCallback } from 'react';
import type { z } from 'zod';
import type { IpcError } from '../../src-shared/ipc/channels.js';
import { fieldReasons } from './outcome.js';

export type EntityForm<V extends Record<string, unknown>> = UseFormReturnType<V> & {
  /** Puts a refusal's field reasons on the fields; answers the message for the form's line. */
  refuse: (error: IpcError) => string;
};

/** The schema's verdict on values as { field: reason } (empty when valid). */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const errors = zod4Resolver(schema)(values as never);
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, reason]) =>
      typeof reason === 'string' && reason !== '' ? [[field, reason] as const] : [],
    ),
  );
}

export function useEntityForm<V extends Record<string, unknown>>(
  schema: z.ZodType,
  initialValues: V,
): EntityForm<V> {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => schemaErrors(schema, values),
  });
  const { setErrors } = form;
  const refuse = useCallback(
    (error: IpcError) => {
      const fields = fieldReasons(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      return error.message;
    },
    [setErrors],
  );
  return Object.assign(form, { refuse });
}
