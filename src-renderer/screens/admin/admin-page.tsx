// The frame of every /admin screen: a link back to the console (the area has no sidebar), its
// heading, and the area's sections as links (the current one marked), so each section is one click
// from the others; and the panels, figures and tables the admin screens are made of.
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { IconArrowLeft } from '@tabler/icons-react';
import { homePath } from '../../routes/home-path.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { SectionPanel } from '../../kit/section-panel.js';
// The admin screens take the kit's load failure from here, with the rest of their frame.
export { LoadFailure } from '../../kit/load-failure.js';
import { useDates } from '../../kit/dates.js';
import { QuietText } from '../../kit/quiet-text.js';

/** The sections, each with its label, what it is for and its button under admin.platform.sections. */
export const ADMIN_SECTIONS = [
  { path: '/admin/restaurants', key: 'restaurants' },
  { path: '/admin/realtime', key: 'realtime' },
  { path: '/admin/permission-cache', key: 'permissionCache' },
  { path: '/admin/audit', key: 'audit' },
] as const;

export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useAtomValue(sessionAtom);
  // The area has no sidebar (spec §2): the way back is this link, to the signed-in user's home.
  const home = session?.user ? homePath(session) : null;
  return (
    <Stack component="main" gap="lg" px="xl" py="lg">
      {home && (
        <Anchor component={Link} to={home} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {t('admin.platform.backToConsole')}
          </Group>
        </Anchor>
      )}
      <Title order={1} size="h3" fw={600}>
        {title}
      </Title>
      <Paper withBorder px="md" py="xs" component="nav" aria-label={t('admin.platform.nav')}>
        <Group gap="lg">
          <Anchor component={Link} to="/admin" aria-current={pathname === '/admin' ? 'page' : undefined}>
            {t('admin.platform.home')}
          </Anchor>
          {ADMIN_SECTIONS.map((s) => (
            <Anchor
              key={s.path}
              component={Link}
              to={s.path}
              fw={pathname === s.path ? 700 : undefined}
              aria-current={pathname === s.path ? 'page' : undefined}
            >
              {t(`admin.platform.sections.${s.key}.label`)}
            </Anchor>
          ))}
        </Group>
      </Paper>
      {children}
    </Stack>
  );
}

/** A titled panel of an admin screen, with optional controls beside its title. */
export function AdminSection(props: {
  id: string;
  title: string;
  intro?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  // Always a heading row, so a panel's heading sits the same with or without controls.
  return (
    <SectionPanel id={props.id} title={props.title} intro={props.intro} aside={props.aside ?? null}>
      {props.children}
    </SectionPanel>
  );
}

/** A labelled figure (a count, a time) in a row of figures. */
export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/** An instant as the venue's date and time, in the console's language (the kit's date texts). */
export function useVenueTime(): (iso: string) => string {
  return useDates().at;
}

/** A table's one row saying it has none, across its columns. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <QuietText>{children}</QuietText>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A named table of rows (each its key and cells), with a line saying so when there is none — once
 * loaded: while `loading`, an empty table says nothing yet.
 */
export function AdminTable(props: {
  label: string;
  headers: readonly string[];
  rows: readonly { key: string | number; cells: readonly ReactNode[] }[];
  empty: string;
  loading?: boolean;
  minWidth?: number;
}) {
  return (
    <Table.ScrollContainer minWidth={props.minWidth ?? 0}>
      <Table striped aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            {props.headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, i) => (
                <Table.Td key={props.headers[i] ?? i}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {props.rows.length === 0 && !props.loading && (
            <EmptyRow columns={props.headers.length}>{props.empty}</EmptyRow>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
