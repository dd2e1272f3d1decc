// <PageLinks>: a named row of links between the pages of one area (the order pages of an outlet,
// say), the page shown marked with aria-current and drawn filled, so the way to the neighbouring
// pages is one click from each of them.
import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

export interface PageLink {
  label: string;
  to: string;
}

export function PageLinks({ label, links }: { label: string; links: readonly PageLink[] }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={label} gap={6} mb="sm" wrap="wrap">
      {links.map((link) => {
        const current = pathname === link.to.split('?')[0];
        return (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            size="compact-sm"
            variant={current ? 'filled' : 'light'}
            aria-current={current ? 'page' : undefined}
          >
            {link.label}
          </Button>
        );
      })}
    </Group>
  );
}
