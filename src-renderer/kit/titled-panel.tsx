// <TitledPanel>: a bordered panel with a level-2 title over its content, for one part of a long page
// (a section of a form, a step of order entry). Given an id, the panel is a section its title names.
import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function TitledPanel({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component={id ? 'section' : 'div'} aria-labelledby={id}>
      <Title order={2} size="h5" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
