// Settings › Floorplan › Floor plan layouts (issue 13): the restaurant's layouts with their created
// date (venue time) and table count; create opens the editor, rename and delete (after a confirm)
// call the floor plan API and say what happened — a refusal is shown, never a false success.
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDisplayDate } from '../../../src-shared/dates.js';
import type { FloorPlanLayout } from '../../../src-shared/schemas/seating.js';
import { instantToVenueLocal } from '../../../src-shared/time.js';
import { callApi, useCallData } from '../../calls/call-api.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useCan } from '../../session/use-permissions.js';
import { useLayoutLinks } from './editor-links.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { useAtomValue } from '../../state/jotai.js';

export function FloorLayoutsScreen() {
  const layouts = useCallData('floorPlan.all', {}, 'all', ['floor_plans']);
  const timeZone = useAtomValue(sessionAtom)?.grants?.time_zone ?? 'UTC';
  const canManage = useCan('tables.manage');
  const editorHref = useLayoutLinks().editor;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [renaming, setRenaming] = useState<FloorPlanLayout | null>(null);
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<FloorPlanLayout | null>(null);
  const [busy, setBusy] = useState(false);

  const created = (iso: string) => {
    const local = instantToVenueLocal(new Date(iso), timeZone);
    return `${formatDisplayDate(local.date)} ${local.time}`;
  };

  async function rename() {
    if (!renaming) return;
    setBusy(true);
    const result = await callApi('floorPlan.update', { params: { id: renaming.id }, body: { name } });
    setBusy(false);
    if (!result.ok) {
      setNotice({ ok: false, text: result.error.message });
      return;
    }
    setNotice({ ok: true, text: `Floor plan ${result.value.name} renamed` });
    setRenaming(null);
    layouts.reload();
  }

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    const result = await callApi('floorPlan.delete', { params: { id: deleting.id } });
    setBusy(false);
    setNotice(
      result.ok
        ? { ok: true, text: `Floor plan ${deleting.name} deleted` }
        : { ok: false, text: result.error.message },
    );
    setDeleting(null);
    if (result.ok) layouts.reload();
  }

  const rows = layouts.data ?? [];
  return (
    <Stack gap="sm" maw={1000}>
      <Group justify="space-between">
        <Text size="sm">Each layout places the restaurant's tables, rooms, walls and labels.</Text>
        {canManage && (
          <Button component={Link} to={editorHref('new')}>
            Create layout
          </Button>
        )}
      </Group>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {layouts.error && (
        <Alert color="red" variant="light" role="alert" title="Failed to load the floor plan layouts">
          {layouts.error}
        </Alert>
      )}
      {layouts.loading && !layouts.data ? (
        <Loader size="sm" aria-label="Loading the floor plan layouts" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">No floor plan layout yet.</Text>
      ) : (
        <Table striped aria-label="Floor plan layouts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Tables</Table.Th>
              <Table.Th>Rooms</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((layout) => (
              <Table.Tr key={layout.id} data-layout-id={layout.id}>
                <Table.Td>{layout.name}</Table.Td>
                <Table.Td>{created(layout.createdDate)}</Table.Td>
                <Table.Td>{layout.tables.length}</Table.Td>
                <Table.Td>{layout.elements.filter((e) => e.kind === 'room').length}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={editorHref(layout.id)}
                      aria-label={`${canManage ? 'Edit' : 'View'} ${layout.name}`}
                    >
                      {canManage ? 'Edit' : 'View'}
                    </Button>
                    {canManage && (
                      <>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Rename ${layout.name}`}
                          onClick={() => {
                            setName(layout.name);
                            setRenaming(layout);
                          }}
                        >
                          Rename
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${layout.name}`}
                          onClick={() => setDeleting(layout)}
                        >
                          Delete
                        </Button>
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title="Rename layout">
        <Stack>
          <TextInput
            label="Layout name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRenaming(null)}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => void rename()}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete layout">
        <Stack>
          <Text>
            Delete the layout {deleting?.name}? The tables stay; only their places on this layout go.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={() => void remove()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
