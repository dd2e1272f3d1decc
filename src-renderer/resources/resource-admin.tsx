// <ResourceAdmin>: the generic settings screen of a declared resource. A TanStack table over the
// spec's shared list behaviour (filters, 10 per page, multi-select, select-all, a filter change
// goes back to page 1, sortable columns), a drawer form validated by the resource's zod schema, a
// delete confirm, one form footer and one message line. Edits need the server and say so when
// offline. A screen may add row actions (a duplicate), filters of its own (a server call narrowing
// the rows) and a form of its own in place of the generic drawer.
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  ColorSwatch,
  Drawer,
  Group,
  Modal,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceWords } from '../i18n/resource-words.js';
import { english, type Translate } from '../i18n/translate.js';
import type { IpcResult, SyncStatus } from '../../src-shared/ipc/channels.js';
import { resourceMessage, type Resource } from '../../src-shared/resources/define-resource.js';
import type { ColumnHint } from '../../src-shared/resources/form-hints.js';
import { RESOURCES } from '../../src-shared/resources/registry.js';
import { roleHasPermission } from '../../src-shared/permissions.js';
import { usePermissions } from '../session/use-permissions.js';
import {
  applyFilters,
  applySort,
  filterKey,
  INITIAL_LIST_STATE,
  keepExisting,
  pageCount,
  pageOf,
  setFilter,
  setPage,
  toggleAll,
  toggleSelected,
  toggleSort,
  type ListState,
  type Row,
} from './list-state.js';
import { choiceText, declaredText, ResourceField, type ReferenceOptions } from './resource-field.js';
import { resourceChannel, useResource } from './use-resource.js';
import { payloadsOf, useResourceForm, type FormValues } from './use-resource-form.js';

type Message = { kind: 'success' | 'error'; text: string } | null;

/** A cell value as text: scalars as they are, anything else as JSON. */
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const resourceOf = (key: string) => RESOURCES.find((r) => r.key === key) as Resource | undefined;

/**
 * A success message in the console's language: `resources.messages.<key>.<kind>` when its English
 * is the one the declaration writes (resourceMessage), else that English as it is.
 */
function doneMessage(
  t: Translate,
  resource: Resource,
  kind: 'create' | 'update' | 'remove' | 'createMany' | 'removeMany',
  englishText: string,
  vars: Record<string, string | number>,
): string {
  const key = `resources.messages.${resource.key}.${kind}`;
  return english(key, vars) === englishText ? t(key, vars) : englishText;
}

/** "Seating area Terrace deleted", or for several rows "3 seating areas deleted". */
function removedMessage(t: Translate, resource: Resource, targets: Row[]): string {
  const [only] = targets;
  if (targets.length === 1 && only) {
    const title = resource.title(only);
    return doneMessage(t, resource, 'remove', resourceMessage(resource, 'remove', title), { title });
  }
  const n = targets.length;
  return doneMessage(t, resource, 'removeMany', `${n} ${resource.plural} ${resource.verbs.remove}`, { n });
}

function savedMessage(t: Translate, resource: Resource, saved: Row[], updated: boolean): string {
  const [first] = saved;
  if (saved.length > 1) {
    const n = saved.length;
    return doneMessage(t, resource, 'createMany', `${n} ${resource.plural} ${resource.verbs.create}`, { n });
  }
  const op = updated ? 'update' : 'create';
  if (!first) return resourceMessage(resource, op);
  const title = resource.title(first);
  return doneMessage(t, resource, op, resourceMessage(resource, op, title), { title });
}

function useOffline(): boolean {
  const [status, setStatus] = useState<SyncStatus | null>(null);
  useEffect(() => {
    let live = true;
    const off = window.venue.on('sync.statusChanged', setStatus);
    void window.venue['sync.status']().then((r) => live && r.ok && setStatus(r.value));
    return () => {
      live = false;
      off();
    };
  }, []);
  return status?.state === 'offline';
}

/** Options (id → title) of the resources this one refers to, for selects and table cells. */
function useReferences(resource: Resource, reloadKey: number): ReferenceOptions {
  const keys = useMemo(() => {
    const fromFields = resource.form.fields.flatMap((f) =>
      f.kind === 'reference' || f.kind === 'members' ? [f.resource] : [],
    );
    const fromColumns = resource.form.columns.flatMap((c) => (c.resource ? [c.resource] : []));
    return [...new Set([...fromFields, ...fromColumns])];
  }, [resource]);
  const [options, setOptions] = useState<ReferenceOptions>({});
  useEffect(() => {
    let live = true;
    void Promise.all(
      keys.map(async (key) => {
        const target = resourceOf(key);
        const result = (await resourceChannel(key, 'list')()) as IpcResult<Row[]>;
        const rows = result.ok ? result.value : [];
        return [key, rows.map((r) => ({ value: r.id, label: target ? target.title(r) : r.id }))] as const;
      }),
    ).then((entries) => live && setOptions(Object.fromEntries(entries)));
    return () => {
      live = false;
    };
  }, [keys, reloadKey]);
  return options;
}

function Cell({
  column,
  row,
  references,
  choice = (value) => value,
}: {
  column: ColumnHint;
  row: Row;
  references: ReferenceOptions;
  /** A declared select's value as staff read it (the column shows that field). */
  choice?: (value: string) => string;
}) {
  const { t } = useTranslation();
  const value = row[column.key];
  switch (column.kind) {
    case 'status':
    case 'boolean': {
      const on = value === 1 || value === true || value === 'active';
      const words =
        column.kind === 'status'
          ? [t('resources.active'), t('resources.inactive')]
          : [t('resources.yes'), t('resources.no')];
      return (
        <Badge size="sm" variant="light" color={on ? 'teal' : 'gray'}>
          {on ? words[0] : words[1]}
        </Badge>
      );
    }
    case 'colour':
      return (
        <Group gap={6}>
          <ColorSwatch color={String(value)} size={14} aria-hidden />
          <Text fz="sm">{String(value)}</Text>
        </Group>
      );
    case 'reference': {
      const label = references[column.resource ?? '']?.find((o) => o.value === value)?.label;
      return <Text fz="sm">{value == null ? '—' : (label ?? textOf(value))}</Text>;
    }
    case 'list': {
      const items = Array.isArray(value) ? value : [];
      const tables = references.table;
      return (
        <Text fz="sm">
          {items
            .map((item) =>
              typeof item === 'object' && item !== null
                ? (tables?.find((o) => o.value === (item as { table_id: string }).table_id)?.label ?? '?')
                : choice(String(item as string)),
            )
            .join(', ')}
        </Text>
      );
    }
    default:
      return (
        <Text fz="sm">
          {value == null || value === '' ? '—' : typeof value === 'string' ? choice(value) : textOf(value)}
        </Text>
      );
  }
}

/** What a screen may show in the form below the fields, from the values being edited (a warning). */
export type FormNotice = (values: FormValues) => ReactNode;

/** A button on each row beside Edit and Delete (a duplicate): its call, and the message on success. */
export interface RowAction {
  label: string;
  run: (row: Row) => Promise<IpcResult<unknown>>;
  succeeded: (row: Row, value: unknown) => string;
}

/** Filters of a screen's own: their controls, and the ids they keep (null: they keep every row). */
export interface ListNarrowing {
  controls: ReactNode;
  ids: ReadonlySet<string> | null;
  /** Changes whenever the filters' values change (the list goes back to page 1). */
  key: string;
}

/** What a screen's own form gets in place of the generic drawer. */
export interface FormSlot {
  row: Row | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  save: (payloads: Record<string, unknown>[], row: Row | null) => Promise<IpcResult<unknown>[]>;
}

interface ScreenOptions {
  /** Told after each successful create, edit or delete. */
  onChanged?: () => void;
  formNotice?: FormNotice;
  rowActions?: readonly RowAction[];
  narrowing?: ListNarrowing;
  renderForm?: (slot: FormSlot) => ReactNode;
  /** The list's order until staff sort by a column (e.g. access rules by priority). */
  initialSort?: ListState['sort'];
}

export function ResourceAdmin({
  resource,
  role,
  ...options
}: { resource: Resource; role: string | null } & ScreenOptions) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const allowed =
    permissions.size > 0
      ? permissions.has(resource.permission.manage)
      : role !== null && roleHasPermission(role, resource.permission.manage);
  if (!allowed) {
    return (
      <Alert color="red" variant="light" title={t('resources.notAuthorized')}>
        {t('resources.cannotManage', {
          role: role ?? t('resources.none'),
          plural: resourceWords(t, resource).plural,
        })}
      </Alert>
    );
  }
  return <ResourceAdminScreen resource={resource} {...options} />;
}

/** A sortable column's header: a button that sorts by it, its direction shown and announced. */
function SortButton({ label, sort, onSort }: { label: string; sort: ListState['sort']; onSort: () => void }) {
  const Icon = sort?.direction === 'ascending' ? IconArrowUp : sort ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton onClick={onSort} fz="xs" fw={600} c="inherit" tt="uppercase">
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={12} aria-hidden />
      </Group>
    </UnstyledButton>
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
  const data = useResource(resource, onChanged);
  const offline = useOffline();
  const [list, setList] = useState<ListState>(() =>
    initialSort ? { ...INITIAL_LIST_STATE, sort: initialSort } : INITIAL_LIST_STATE,
  );
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row[] | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const [refTick, setRefTick] = useState(0);
  const references = useReferences(resource, refTick);
  const rows = useMemo(() => data.rows ?? [], [data.rows]);
  const narrowed = narrowing?.ids;
  const filtered = useMemo(
    () =>
      applySort(
        applyFilters(rows, resource.form.filters, list).filter((r) => !narrowed || narrowed.has(r.id)),
        list,
      ),
    [rows, resource, list, narrowed],
  );
  const pages = pageCount(filtered.length);
  const page = Math.min(list.page, pages);
  // One identity per page of rows: the table treats new data as a change of its rows.
  const visible = useMemo(() => pageOf(filtered, page), [filtered, page]);
  const allSelected = filtered.length > 0 && filtered.every((r) => list.selected.has(r.id));

  useEffect(() => setList((s) => keepExisting(s, rows)), [rows]);
  // The screen's own filters changed: back to page 1, as for the declared ones (spec §4).
  const narrowingKey = narrowing?.key;
  useEffect(() => setList((s) => (s.page === 1 ? s : setPage(s, 1))), [narrowingKey]);

  const columnLabel = (column: ColumnHint) =>
    declaredText(t, `columns.${resource.key}.${column.key}`, column.label);
  const columns = useMemo(() => {
    const helper = createColumnHelper<Row>();
    return resource.form.columns.map((column) => {
      const select = resource.form.fields.some(
        (f) => f.name === column.key && (f.kind === 'select' || f.kind === 'multiselect'),
      );
      const choice = select
        ? (value: string) => choiceText(t, resource.key, column.key, value, value)
        : undefined;
      return helper.display({
        id: column.key,
        header: declaredText(t, `columns.${resource.key}.${column.key}`, column.label),
        cell: (ctx) => (
          <Cell
            column={column}
            row={ctx.row.original}
            references={references}
            {...(choice ? { choice } : {})}
          />
        ),
      });
    });
  }, [resource, references, t]);
  const table = useReactTable({
    data: visible,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
    // Paging is the list state's (spec §2: 10 a page, a filter change goes to page 1); the table
    // only lays out the page it is given. Its own page reset would set its state on every new
    // page of data and render again.
    manualPagination: true,
    autoResetPageIndex: false,
  });

  const removeRows = async (targets: Row[]) => {
    setBusy(true);
    const failures: string[] = [];
    for (const row of targets) {
      const result = await data.remove(row.id);
      if (!result.ok) failures.push(`${resource.title(row)}: ${result.error.message}`);
    }
    setBusy(false);
    setDeleting(null);
    setRefTick((t) => t + 1);
    setMessage(
      failures.length > 0
        ? { kind: 'error', text: failures.join(' · ') }
        : { kind: 'success', text: removedMessage(t, resource, targets) },
    );
  };

  const formSlot = (target: Row | 'new'): FormSlot => ({
    row: target === 'new' ? null : target,
    onClose: () => setEditing(null),
    onSaved: (text) => {
      setEditing(null);
      setRefTick((t) => t + 1);
      setMessage({ kind: 'success', text });
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
    }
    setMessage(
      result.ok
        ? { kind: 'success', text: action.succeeded(row, result.value) }
        : { kind: 'error', text: `${resource.title(row)}: ${result.error.message}` },
    );
  };

  const title = capital(words.plural);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600} component="h2" fz="lg" m={0}>
          {words.title}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            color="red"
            disabled={list.selected.size === 0 || offline}
            onClick={() => setDeleting(rows.filter((r) => list.selected.has(r.id)))}
          >
            {t('resources.deleteSelected', { count: list.selected.size })}
          </Button>
          <Button size="xs" disabled={offline} onClick={() => setEditing('new')}>
            {t('resources.new', { noun: words.one })}
          </Button>
        </Group>
      </Group>
      {offline && (
        <Alert color="yellow" variant="light" title={t('resources.offline')}>
          {t('resources.offlineText', {
            Plural: capital(words.plural),
            shown: resource.mirror ? t('resources.mirrorCopy') : t('resources.lastLoaded'),
          })}
        </Alert>
      )}
      {message && (
        <Alert
          color={message.kind === 'success' ? 'teal' : 'red'}
          variant="light"
          py={6}
          role={message.kind === 'success' ? 'status' : 'alert'}
          withCloseButton
          closeButtonLabel={t('resources.dismiss')}
          onClose={() => setMessage(null)}
        >
          {message.text}
        </Alert>
      )}
      {data.error && (
        <Alert color="red" variant="light" title={t('resources.loadFailed', { plural: words.plural })}>
          {data.error}
        </Alert>
      )}
      <Group gap="xs" role="group" aria-label={t('resources.filter', { plural: words.plural })}>
        {resource.form.filters.map((filter) => {
          const key = filterKey(filter);
          const label = declaredText(t, `filters.${resource.key}.${key}`, filter.label);
          const value = list.filters[key] ?? '';
          const onChange = (v: string | null) => setList((s) => setFilter(s, key, v ?? ''));
          if (filter.kind === 'search')
            return (
              <TextInput
                key={key}
                size="xs"
                w={240}
                aria-label={label}
                placeholder={label}
                leftSection={<IconSearch size={12} aria-hidden />}
                value={value}
                onChange={(e) => onChange(e.currentTarget.value)}
              />
            );
          const data =
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
              data={data}
              value={value || 'all'}
              allowDeselect={false}
              onChange={onChange}
            />
          );
        })}
        {narrowing?.controls}
      </Group>
      <Table verticalSpacing={4} fz="sm" highlightOnHover aria-label={title}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              <Table.Th w={36}>
                <Checkbox
                  size="xs"
                  aria-label={t('resources.selectAll', { plural: words.plural })}
                  checked={allSelected}
                  onChange={() => setList((s) => toggleAll(s, filtered))}
                />
              </Table.Th>
              {group.headers.map((header) => {
                const hint = resource.form.columns.find((c) => c.key === header.id);
                const sort = list.sort?.key === header.id ? list.sort : undefined;
                return (
                  <Table.Th
                    key={header.id}
                    fz="xs"
                    c="dimmed"
                    tt="uppercase"
                    fw={600}
                    aria-sort={hint?.sortable ? (sort?.direction ?? 'none') : undefined}
                  >
                    {hint?.sortable ? (
                      <SortButton
                        label={columnLabel(hint)}
                        sort={sort}
                        onSort={() => setList((s) => toggleSort(s, header.id))}
                      />
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </Table.Th>
                );
              })}
              <Table.Th fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('resources.actions')}
              </Table.Th>
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => {
            const name = resource.title(row.original);
            return (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Checkbox
                    size="xs"
                    aria-label={t('resources.select', { noun: words.the, name })}
                    checked={list.selected.has(row.id)}
                    onChange={() => setList((s) => toggleSelected(s, row.id))}
                  />
                </Table.Td>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      disabled={offline}
                      aria-label={t('resources.editNamed', { noun: words.the, name })}
                      onClick={() => setEditing(row.original)}
                    >
                      {t('resources.edit')}
                    </Button>
                    {rowActions.map((action) => (
                      <Button
                        key={action.label}
                        size="compact-xs"
                        variant="subtle"
                        disabled={offline || busy}
                        aria-label={`${action.label} ${words.the} ${name}`}
                        onClick={() => void runAction(action, row.original)}
                      >
                        {action.label}
                      </Button>
                    ))}
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      disabled={offline}
                      aria-label={t('resources.deleteNamed', { noun: words.the, name })}
                      onClick={() => setDeleting([row.original])}
                    >
                      {t('resources.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {data.rows && filtered.length === 0 && (
        <Text fz="sm" c="dimmed">
          {rows.length === 0
            ? t('resources.empty', { plural: words.plural })
            : t('resources.noMatch', { plural: words.plural })}
        </Text>
      )}
      <Group justify="space-between">
        <Text fz="xs" c="dimmed">
          {t('resources.shown', { shown: filtered.length, total: rows.length, plural: words.plural })}
        </Text>
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={(p) => setList((s) => setPage(s, p))}
          getControlProps={(control) => ({
            'aria-label': t('resources.control', { control: t(`guests.clients.controls.${control}`) }),
          })}
          getItemProps={(p) => ({ 'aria-label': t('resources.page', { page: p }) })}
        />
      </Group>
      {editing !== null && renderForm?.(formSlot(editing))}
      {editing !== null && !renderForm && (
        <ResourceDrawer
          resource={resource}
          references={references}
          {...(formNotice ? { formNotice } : {})}
          {...formSlot(editing)}
        />
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('resources.confirmTitle', { noun: deleting?.length === 1 ? words.the : words.plural })}
        centered
      >
        <Stack gap="sm">
          <Text fz="sm">
            {deleting?.length === 1 && deleting[0]
              ? t('resources.confirmOne', { noun: words.the, name: resource.title(deleting[0]) })
              : t('resources.confirmMany', { count: deleting?.length ?? 0, plural: words.plural })}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setDeleting(null)}>
              {t('resources.cancel')}
            </Button>
            <Button
              color="red"
              size="xs"
              loading={busy}
              onClick={() => deleting && void removeRows(deleting)}
            >
              {t('resources.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function ResourceDrawer({
  resource,
  row,
  references,
  formNotice,
  onClose,
  onSaved,
  save,
}: FormSlot & {
  resource: Resource;
  references: ReferenceOptions;
  formNotice?: FormNotice;
}) {
  const { t } = useTranslation();
  const words = resourceWords(t, resource);
  const form = useResourceForm(resource, row);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = row
    ? t('resources.editNamed', { noun: words.the, name: resource.title(row) })
    : t('resources.new', { noun: words.one });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const payloads = payloadsOf(resource, values, row);
    const results = await save(payloads, row);
    setSaving(false);
    const failed = results.find((r) => !r.ok);
    if (failed && !failed.ok) {
      if (failed.error.errors) {
        form.setErrors(
          Object.fromEntries(Object.entries(failed.error.errors).map(([k, v]) => [k, v[0] ?? ''])),
        );
      }
      setError(failed.error.message);
      return;
    }
    const saved = results.flatMap((r) => (r.ok ? [r.value as Row] : []));
    onSaved(savedMessage(t, resource, saved, row !== null));
  });

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      title={heading}
      closeButtonProps={{ 'aria-label': t('resources.closeForm') }}
    >
      <form onSubmit={submit} aria-label={heading} noValidate>
        <Stack gap="sm">
          {resource.form.fields.map((field) => (
            <ResourceField
              key={field.name}
              resourceKey={resource.key}
              field={field}
              form={form}
              references={references}
              editing={row !== null}
            />
          ))}
          {formNotice?.(form.values)}
          {(error ?? form.errors.form) && (
            <Alert color="red" variant="light" role="alert" py={6}>
              {error ?? form.errors.form}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('resources.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {row ? t('resources.saveChanges') : t('resources.create', { noun: words.one })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
