// <LoadFailure>: what failed to load (a list, a record), as an alert read out at once, titled with
// what the screen could not fetch and saying the reason; nothing when nothing failed.
import { Alert } from '@mantine/core';

export function LoadFailure({ title, error }: { title: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {error}
    </Alert>
  );
}
