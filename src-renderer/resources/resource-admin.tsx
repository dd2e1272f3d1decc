// <ResourceAdmin>: the generic settings screen of a declared resource, built from the kit: the
// DataTable with the spec's list behaviour (filters, 10 per page, multi-select, select-all, a
// filter change goes back to page 1, sortable columns), a drawer form validated by the resource's
// zod schema, the confirm dialog for deletes and one outcome line. Edits need the server and say so
// when offline. A screen may add row actions (a duplicate), filters of its own (a server call
// narrowing the rows) and a form of its own in place of the generic drawer.
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceWords } from '../i18n/resource-words.js';
import type { Resource } from '../../src-shared/resources/define-resource.js';
import { screenRoute } from '../../src-shared/resources/form-hints.js';
import { useResource } from '../data/resource.js';
import { useOffline } from '../data/sync-status.js';
import { ConfirmDialog } from '../kit/confirm-dialog.js';
import { DataTable, type DataColumn } from '../kit/data-table.js';
import { useListModel } from '../kit/list-model.js';
import { OutcomeLine } from '../kit/outcome-line.js';
import { VenueMoneyScope } from '../kit/money-scope.js';
import { RowButton } from '../kit/row-button.js';
import { outcomeOf, outcomeOfAll, type Outcome } from '../kit/outcome.js';
import { useWriteAccess } from '../session/write-access.js';
import {
  ForbiddenPanel,
  ReadOnlyNotice,
  useReadOnly,
  useWriteAccessContext,
  WriteAccessProvider,
} from '../kit/write-access.js';
import { applyFilters, filterKey, INITIAL_LIST_STATE, type Row } from './list-state.js';
import type { FormSlot, RowAction, ScreenOptions } from './resource-admin-types.js';
import { Cell } from './resource-cell.js';
import { ResourceDrawer } from './resource-drawer.js';
import { choiceText, declaredText } from './resource-field.js';
import { removedMessage } from './resource-messages.js';
import { useShownTitle } from './shown-title.js';
import { useReferences } from './use-references.js';
import { SearchBox } from '../kit/search-box.js';

export type { FormNotice, FormSlot, ListNarrowing, RowAction } from './resource-admin-types.js';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function ResourceAdmin({
  resource,
  role: _role,
  ...options
}: {
  resource: Resource;
  /** No longer read: what the user may do comes from their permissions (useWriteAccess). */
  role?: string | null;
} & ScreenOptions) {
  const page = useWriteAccessContext();
  const access = useWriteAccess({ path: `/${screenRoute(resource.screen)}` });
  const words = resourceWords(useTranslation().t, resource);
  if (access.access.kind === 'forbidden')
    return (
      <ForbiddenPanel
        screen={words.plural}
        role={access.role}
        permission={access.permission}
        headingOrder={2}
      />
    );
  const screen = <ResourceAdminScreen resource={resource} {...options} />;
  // The page already says it is read-only (its route is this resource's): say it once.
  if (!access.readOnly || page.readOnly) return screen;
  return (
    <WriteAccessProvider value={access}>
      <ReadOnlyNotice />
      {screen}
    </WriteAccessProvider>
  );
}

function ResourceAdminScreen({
  resource,
  onChanged,
  formNotice,
  rowActions = [],
  narrowing,
  renderForm,
  initialSort,
}: { resource: Resource } & ScreenOptions) {
  const { t } = useTranslation();
  const words = resourceWords(t, resource);
  const titleOf = useShownTitle(resource);
  const readOnly = useReadOnly();
  const data = useResource(resource, onChanged);
  const offline = useOffline();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [refTick, setRefTick] = useState(0);
  const references = useReferences(resource, refTick);
  const rows = useMemo(() => data.rows ?? [], [data.rows]);
  const narrowed = narrowing?.ids;
  const keep = useCallback(
    (row: Row, filters: Readonly<Record<string, string>>) =>
      (!narrowed || narrowed.has(row.id)) &&
      applyFilters([row], resource.form.filters, { ...INITIAL_LIST_STATE, filters }).length === 1,
    [narrowed, resource],
  );
  // The screen's own filters changed: back to page 1, as for the declared ones (spec §4).
  const list = useListModel(rows, {
    keep,
    ...(initialSort ? { initialSort } : {}),
    resetKey: narrowing?.key ?? '',
  });

  const columns = useMemo<DataColumn<Row>[]>(
    () =>
      resource.form.columns.map((column) => {
        const select = resource.form.fields.some(
          (f) => f.name === column.key && (f.kind === 'select' || f.kind === 'multiselect'),
        );
        const choice = select
          ? (value: string) => choiceText(t, resource.key, column.key, value, value)
          : undefined;
        return {
          key: column.key,
          header: declaredText(t, `columns.${resource.key}.${column.key}`, column.label),
          ...(column.sortable ? { sortable: true } : {}),
          cell: (row: Row) => (
            <Cell column={column} row={row} references={references} {...(choice ? { choice } : {})} />
          ),
        };
      }),
    [resource, references, t],
  );

  const removeRows = async (targets: Row[]) => {
    setBusy(true);
    const results = [];
    for (const row of targets) results.push({ name: titleOf(row), result: await data.remove(row.id) });
    setBusy(false);
    setDeleting(null);
    setRefTick((n) => n + 1);
    setOutcome(outcomeOfAll(results, { success: removedMessage(t, resource, targets, titleOf) }));
  };

  const formSlot = (target: Row | 'new'): FormSlot => ({
    row: target === 'new' ? null : target,
    onClose: () => setEditing(null),
    onSaved: (text) => {
      setEditing(null);
      setRefTick((n) => n + 1);
      setOutcome({ kind: 'success', text });
    },
    save: async (payloads, row) => {
      const results = [];
      for (const payload of payloads)
        results.push(await (row ? data.update(row.id, payload) : data.create(payload)));
      return results;
    },
  });

  const runAction = async (action: RowAction, row: Row) => {
    setBusy(true);
    const result = await action.run(row);
    setBusy(false);
    if (result.ok) {
      data.reload();
      onChanged?.();
      setOutcome(outcomeOf(result, { success: action.succeeded(row, result.value) }));
    } else {
      setOutcome({ kind: 'refused', text: `${titleOf(row)}: ${result.error.message}` });
    }
  };

  const filters = (
    <>
      {resource.form.filters.map((filter) => {
        const key = filterKey(filter);
        const label = declaredText(t, `filters.${resource.key}.${key}`, filter.label);
        const value = list.state.filters[key] ?? '';
        const onChange = (v: string | null) => list.setFilter(key, v ?? '');
        if (filter.kind === 'search')
          return (
            <SearchBox key={key} width={240} label={label} hint={label} value={value} onChange={onChange} />
          );
        const options =
          filter.kind === 'status'
            ? [
                { value: 'all', label: t('resources.all') },
                { value: 'active', label: t('resources.active') },
                { value: 'inactive', label: t('resources.inactive') },
              ]
            : [
                { value: 'all', label: t('resources.all') },
                { value: 'none', label: t('resources.noneOption') },
                ...(references[filter.resource] ?? []),
              ];
        return (
          <Select
            key={key}
            size="xs"
            w={180}
            aria-label={label}
            data={options}
            value={value || 'all'}
            allowDeselect={false}
            onChange={onChange}
          />
        );
      })}
      {narrowing?.controls}
    </>
  );

  const rowButtons = (row: Row) => {
    const name = titleOf(row);
    return (
      <>
        <RowButton
          variant="subtle"
          reads={readOnly}
          disabled={!readOnly && offline}
          name={t(readOnly ? 'resources.viewNamed' : 'resources.editNamed', { noun: words.the, name })}
          onClick={() => setEditing(row)}
        >
          {t(readOnly ? 'resources.view' : 'resources.edit')}
        </RowButton>
        {rowActions.map((action) => (
          <RowButton
            key={action.label}
            variant="subtle"
            disabled={offline || busy}
            name={`${action.label} ${words.the} ${name}`}
            onClick={() => void runAction(action, row)}
          >
            {action.label}
          </RowButton>
        ))}
        <RowButton
          variant="subtle"
          color="red"
          disabled={offline}
          name={t('resources.deleteNamed', { noun: words.the, name })}
          onClick={() => setDeleting([row])}
        >
          {t('resources.delete')}
        </RowButton>
      </>
    );
  };

  const selectedCount = list.state.selected.size;
  const table = (
    <DataTable
      label={capital(words.plural)}
      plural={words.plural}
      rowLabel={(row) => t('resources.select', { noun: words.the, name: titleOf(row) })}
      columns={columns}
      list={list}
      total={data.rows ? rows.length : null}
      filters={filters}
      rowActions={rowButtons}
    />
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600} component="h3" fz="lg" m={0}>
          {words.title}
        </Text>
        {!readOnly && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              color="red"
              disabled={selectedCount === 0 || offline}
              onClick={() => setDeleting(list.selectedRows)}
            >
              {t('resources.deleteSelected', { count: selectedCount })}
            </Button>
            <Button size="xs" disabled={offline} onClick={() => setEditing('new')}>
              {t('resources.new', { noun: words.one })}
            </Button>
          </Group>
        )}
      </Group>
      {offline && (
        <Alert color="yellow" variant="light" title={t('resources.offline')}>
          {t('resources.offlineText', {
            Plural: capital(words.plural),
            shown: resource.mirror ? t('resources.mirrorCopy') : t('resources.lastLoaded'),
          })}
        </Alert>
      )}
      <OutcomeLine outcome={outcome} onDismiss={() => setOutcome(null)} />
      {data.error && (
        <Alert color="red" variant="light" title={t('resources.loadFailed', { plural: words.plural })}>
          {data.error}
        </Alert>
      )}
      {resource.form.columns.some((c) => c.kind === 'discount') ? (
        <VenueMoneyScope>{table}</VenueMoneyScope>
      ) : (
        table
      )}
      {editing !== null && renderForm?.(formSlot(editing))}
      {editing !== null && !renderForm && (
        <ResourceDrawer
          resource={resource}
          references={references}
          {...(formNotice ? { formNotice } : {})}
          {...formSlot(editing)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('resources.confirmTitle', { noun: deleting?.length === 1 ? words.the : words.plural })}
        confirmLabel={t('resources.delete')}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void removeRows(deleting)}
      >
        {deleting?.length === 1 && deleting[0]
          ? t('resources.confirmOne', { noun: words.the, name: titleOf(deleting[0]) })
          : t('resources.confirmMany', { count: deleting?.length ?? 0, plural: words.plural })}
      </ConfirmDialog>
    </Stack>
  );
}
