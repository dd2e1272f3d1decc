// A page's own side navigation: links grouped under headings that open and close (a settings
// sidebar grouped by area). The caller says which groups are open and which item is selected —
// derived from the URL — and the selected item carries aria-current="page". A group with no item
// shows its `empty` words instead of nothing.
import { Box, NavLink, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface GroupedNavItem {
  key: string;
  label: string;
  href: string;
  /** A short dimmed note under the label ("Not built yet"); part of the link's name. */
  note?: string;
}

export interface GroupedNavGroup {
  key: string;
  label: string;
  items: readonly GroupedNavItem[];
  /** Shown in place of the items when there are none. */
  empty?: ReactNode;
}

interface GroupedNavProps {
  /** The navigation landmark's name. */
  label: string;
  groups: readonly GroupedNavGroup[];
  /** Keys of the open groups. */
  opened: readonly string[];
  onToggle: (groupKey: string) => void;
  /** Key of the selected item (the page shown). */
  selected?: string;
  w?: number;
}

export function GroupedNav({ label, groups, opened, onToggle, selected, w = 240 }: GroupedNavProps) {
  return (
    <Box component="nav" aria-label={label} w={w} miw={w}>
      <Stack gap={2}>
        {groups.map((group) => {
          const open = opened.includes(group.key);
          const holdsSelected = group.items.some((i) => i.key === selected);
          return (
            <NavLink
              key={group.key}
              component="button"
              type="button"
              label={group.label}
              opened={open}
              onChange={() => onToggle(group.key)}
              aria-expanded={open}
              fw={holdsSelected ? 700 : 600}
              childrenOffset="sm"
              py={6}
            >
              {group.items.length === 0 && group.empty ? (
                <Text size="xs" c="var(--venue-text-muted)" px="sm" py={4}>
                  {group.empty}
                </Text>
              ) : (
                group.items.map((item) => {
                  const active = item.key === selected;
                  return (
                    <NavLink
                      key={item.key}
                      component={Link}
                      to={item.href}
                      label={item.label}
                      description={item.note}
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      py={4}
                    />
                  );
                })
              )}
            </NavLink>
          );
        })}
      </Stack>
    </Box>
  );
}
