// <ErrorAlert>: a failure shown at once (role alert, read out), in red; nothing when there is none.
import { Alert, type AlertProps } from '@mantine/core';

export function ErrorAlert({ children, ...rest }: AlertProps) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert" {...rest}>
      {children}
    </Alert>
  );
}
