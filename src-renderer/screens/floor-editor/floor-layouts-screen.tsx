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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
    setNotice({ ok: true, text: t('floorEditor.list.renamed', { name: result.value.name }) });
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
        ? { ok: true, text: t('floorEditor.list.deleted', { name: deleting.name }) }
        : { ok: false, text: result.error.message },
    );
    setDeleting(null);
    if (result.ok) layouts.reload();
  }

  const rows = layouts.data ?? [];
  return (
    <Stack gap="sm" maw={1000}>
      <Group justify="space-between">
        <Text size="sm">{t('floorEditor.list.intro')}</Text>
        {canManage && (
          <Button component={Link} to={editorHref('new')}>
            {t('floorEditor.list.create')}
          </Button>
        )}
      </Group>
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {layouts.error && (
        <Alert color="red" variant="light" role="alert" title={t('floorEditor.list.loadFailed')}>
          {layouts.error}
        </Alert>
      )}
      {layouts.loading && !layouts.data ? (
        <Loader size="sm" aria-label={t('floorEditor.list.loading')} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('floorEditor.list.empty')}</Text>
      ) : (
        <Table striped aria-label={t('floorEditor.list.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('floorEditor.list.name')}</Table.Th>
              <Table.Th>{t('floorEditor.list.created')}</Table.Th>
              <Table.Th>{t('floorEditor.list.tables')}</Table.Th>
              <Table.Th>{t('floorEditor.list.rooms')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('floorEditor.list.actions')}</VisuallyHidden>
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
                      aria-label={t(canManage ? 'floorEditor.list.editNamed' : 'floorEditor.list.viewNamed', {
                        name: layout.name,
                      })}
                    >
                      {canManage ? t('floorEditor.list.edit') : t('floorEditor.list.view')}
                    </Button>
                    {canManage && (
                      <>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={t('floorEditor.list.renameNamed', { name: layout.name })}
                          onClick={() => {
                            setName(layout.name);
                            setRenaming(layout);
                          }}
                        >
                          {t('floorEditor.list.rename')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={t('floorEditor.list.deleteNamed', { name: layout.name })}
                          onClick={() => setDeleting(layout)}
                        >
                          {t('floorEditor.list.delete')}
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
      <Modal
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        title={t('floorEditor.list.renameTitle')}
      >
        <Stack>
          <TextInput
            label={t('floorEditor.list.layoutName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRenaming(null)}>
              {t('floorEditor.list.cancel')}
            </Button>
            <Button loading={busy} onClick={() => void rename()}>
              {t('floorEditor.list.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('floorEditor.list.deleteTitle')}
      >
        <Stack>
          <Text>{t('floorEditor.list.deleteConfirm', { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('floorEditor.list.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void remove()}>
              {t('floorEditor.list.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
