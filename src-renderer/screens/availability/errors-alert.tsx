// A refused call or form as staff see it: the message, and every field message under it.
import { Alert, List } from '@mantine/core';

export function ErrorsAlert({ title, errors }: { title: string; errors: readonly string[] }) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {errors.length > 0 && (
        <List size="sm">
          {errors.map((e) => (
            <List.Item key={e}>{e}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
