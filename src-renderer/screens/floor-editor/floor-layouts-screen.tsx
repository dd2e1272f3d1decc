// Settings › Floorplan › Floor plan layouts (issue 13): the restaurant's layouts with their created
// date (venue time) and table count; create opens the editor, rename and delete (after a confirm)
// call the floor plan API and say what happened — a refusal is shown, never a false success.
import { Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FloorPlanLayout } from '../../../src-shared/schemas/seating.js';
import { useDates } from '../../kit/dates.js';
import { callApi, useCallData } from '../../data/call.js';
import { useCan } from '../../session/use-permissions.js';
import { useLayoutLinks } from './editor-links.js';
import { NoticeLine, noticeOf, type Notice } from '../../shell/notice-line.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { DataTable, type DataColumn } from '../../kit/data-table.js';
import { useListModel } from '../../kit/list-model.js';
import { ErrorAlert } from '../../kit/error-alert.js';

export function FloorLayoutsScreen() {
  const { t } = useTranslation();
  const layouts = useCallData('floorPlan.all', {}, 'all', ['floor_plans']);
  const canManage = useCan('tables.manage');
  const editorHref = useLayoutLinks().editor;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [renaming, setRenaming] = useState<FloorPlanLayout | null>(null);
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<FloorPlanLayout | null>(null);
  const [busy, setBusy] = useState(false);

  const created = useDates().at;

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
    setNotice(noticeOf(result, t('floorEditor.list.deleted', { name: deleting.name })));
    setDeleting(null);
    if (result.ok) layouts.reload();
  }

  const rows = useMemo(() => layouts.data ?? [], [layouts.data]);
  const list = useListModel(rows);
  const columns = useMemo<DataColumn<FloorPlanLayout>[]>(
    () => [
      { key: 'name', header: t('floorEditor.list.name') },
      { key: 'createdDate', header: t('floorEditor.list.created'), cell: (l) => created(l.createdDate) },
      { key: 'tables', header: t('floorEditor.list.tables'), cell: (l) => l.tables.length },
      {
        key: 'rooms',
        header: t('floorEditor.list.rooms'),
        cell: (l) => l.elements.filter((e) => e.kind === 'room').length,
      },
    ],
    [t, created],
  );
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
      <ErrorAlert title={t('floorEditor.list.loadFailed')}>{layouts.error}</ErrorAlert>
      {layouts.loading && !layouts.data ? (
        <Loader size="sm" aria-label={t('floorEditor.list.loading')} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('floorEditor.list.empty')}</Text>
      ) : (
        <DataTable
          label={t('floorEditor.list.table')}
          plural={t('floorEditor.list.table').toLocaleLowerCase()}
          rowLabel={(layout) => layout.name}
          columns={columns}
          list={list}
          total={rows.length}
          selectable={false}
          rowActions={(layout) => (
            <>
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
            </>
          )}
        />
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
      <ConfirmDialog
        opened={deleting !== null}
        title={t('floorEditor.list.deleteTitle')}
        confirmLabel={t('floorEditor.list.delete')}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      >
        {t('floorEditor.list.deleteConfirm', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
