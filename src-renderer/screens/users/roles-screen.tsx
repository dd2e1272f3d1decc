// Settings › Accounts › Roles and permissions (ours; spec §6 "the server's role concepts"): the
// restaurant's roles, a permission matrix by category (roles as columns), new roles from a template,
// and scoped roles (a role on top of a user's own, only during a shift and/or between dates). A
// cell the signed-in user may not change is shown but disabled (a role at or above their own, a
// permission they do not hold, an admin-area permission outside the admin roles); the server
// refuses the same and its refusal is shown with the edit kept.
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { Alert, Badge, Button, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminAreaRole } from '../../../src-shared/access/role-hierarchy.js';
import { PERMISSIONS, isPermission } from '../../../src-shared/permissions.js';
import type { RoleDetail } from '../../../src-shared/schemas/access.js';
import { callApi, useCallData } from '../../data/call.js';
import { adminEn } from '../../i18n/areas/admin.en.js';
import { english, type Translate } from '../../i18n/translate.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { usePermissions } from '../../session/use-permissions.js';
import { useRoleName } from '../../session/use-role-name.js';
import { useAtomValue } from '../../state/jotai.js';
import { errorText } from '../../kit/call-errors.js';
import { SectionPanel } from '../../kit/section-panel.js';
import { TableHead } from '../../kit/table-head.js';
import { ErrorAlert } from '../../kit/error-alert.js';
import { submitHandler } from '../../kit/submit-handler.js';
import { useDates } from '../../kit/dates.js';

const isAdminPermission = (key: string) => isPermission(key) && PERMISSIONS[key].category === 'admin';

/** A permission category as staff read it: the console language's word, or the server's name spaced. */
function categoryLabel(t: Translate, category: string): string {
  return Object.hasOwn(adminEn.roles.categories, category)
    ? t(`admin.roles.categories.${category}`)
    : category.replace(/_/g, ' ');
}

/**
 * A permission's description in the console language when the server sent the catalogue's English
 * one; any other description (a permission this console does not know yet) stays as sent.
 */
function permissionLabel(t: Translate, key: string, description: string): string {
  const path = `admin.roles.permissions.${key}`;
  return english(path) === description ? t(path) : description;
}

export function RolesScreen() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const mine = usePermissions();
  const myLevel = session?.grants?.level ?? 0;
  const superAdmin = session?.grants?.template === 'super_admin';
  const myRole = session?.grants?.role ?? session?.role ?? '';
  const roleName = useRoleName();
  const [version, setVersion] = useState(0);
  const key = String(version);
  const roles = useCallData('access.rolesByRestaurant', {}, key);
  const categories = useCallData('access.permissionCategories', {}, 'all');
  const templates = useCallData('access.roleTemplates', {}, 'all');
  const [edits, setEdits] = useState<Record<number, Set<string>>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const reload = () => setVersion((v) => v + 1);

  const list = roles.data ?? [];
  const held = (role: RoleDetail) => edits[role.id] ?? new Set(role.permissions);
  const editableRole = (role: RoleDetail) => superAdmin || (role.level < myLevel && role.name !== myRole);
  const editableCell = (role: RoleDetail, permission: string) => {
    if (!editableRole(role)) return false;
    if (isAdminPermission(permission) && !(role.built_in && isAdminAreaRole(role.name))) return false;
    // A permission the editor does not hold can be taken away but never given.
    return mine.has(permission) || held(role).has(permission);
  };
  const toggle = (role: RoleDetail, permission: string, on: boolean) =>
    setEdits((prev) => {
      const next = new Set(prev[role.id] ?? role.permissions);
      if (on) next.add(permission);
      else next.delete(permission);
      return { ...prev, [role.id]: next };
    });
  const dirty = list.filter((r) => {
    const e = edits[r.id];
    return e && (e.size !== r.permissions.length || r.permissions.some((p) => !e.has(p)));
  });

  const save = async () => {
    setSaving(true);
    const failures: string[] = [];
    const saved: string[] = [];
    for (const role of dirty) {
      const result = await callApi('access.roleUpdate', {
        params: { id: String(role.id) },
        body: { permissions: [...held(role)].filter(isPermission).sort() },
      });
      if (result.ok) saved.push(role.name);
      else failures.push(`${roleName(role.name)}: ${errorText(result.error)}`);
    }
    setSaving(false);
    // Saved roles take the server's answer; refused ones keep the edit so nothing typed is lost.
    setEdits((prev) => {
      const next = { ...prev };
      for (const role of list) if (saved.includes(role.name)) delete next[role.id];
      return next;
    });
    setNotice(
      failures.length > 0
        ? { ok: false, text: t('admin.roles.notSaved', { failures: failures.join(' · ') }) }
        : { ok: true, text: t('admin.roles.saved', { roles: saved.map(roleName).join(', ') }) },
    );
    reload();
  };

  return (
    <Stack gap="lg">
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {(roles.error ?? categories.error) && (
        <Alert color="red" variant="light" role="alert" title={t('admin.roles.loadFailed')}>
          {roles.error ?? categories.error}
        </Alert>
      )}

      <NewRoleForm
        templates={(templates.data ?? [])
          .filter((tpl) => superAdmin || tpl.level < myLevel)
          .map((tpl) => tpl.key)}
        onDone={(n) => {
          setNotice(n);
          if (n.ok) reload();
        }}
      />

      <SectionPanel
        id="roles-matrix"
        title={t('admin.roles.matrix')}
        aside={
          <Group gap="xs">
            {dirty.length > 0 && (
              <Button size="xs" variant="default" onClick={() => setEdits({})}>
                {t('admin.roles.discard')}
              </Button>
            )}
            <Button size="xs" disabled={dirty.length === 0} loading={saving} onClick={() => void save()}>
              {dirty.length > 0
                ? t('admin.roles.saveOf', { roles: dirty.map((r) => roleName(r.name)).join(', ') })
                : t('admin.roles.save')}
            </Button>
          </Group>
        }
      >
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label={t('admin.roles.matrix')} withColumnBorders stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.roles.permission')}</Table.Th>
                {list.map((r) => (
                  <Table.Th key={r.id} scope="col" ta="center">
                    <Stack gap={2} align="center">
                      <Text size="xs" fw={600}>
                        {roleName(r.name)}
                      </Text>
                      <Text size="10px" c="dimmed">
                        {r.built_in
                          ? t('admin.roles.builtIn')
                          : t('admin.roles.fromTemplate', { template: roleName(r.template) })}{' '}
                        · {t('admin.roles.users', { count: r.user_count })}
                      </Text>
                      {!r.built_in && editableRole(r) && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={t('admin.roles.deleteNamed', { name: roleName(r.name) })}
                          onClick={() =>
                            void callApi('access.roleDelete', { params: { id: String(r.id) } }).then(
                              (res) => {
                                setNotice(
                                  res.ok
                                    ? { ok: true, text: t('admin.roles.deleted', { name: roleName(r.name) }) }
                                    : { ok: false, text: errorText(res.error) },
                                );
                                reload();
                              },
                            )
                          }
                        >
                          {t('admin.roles.delete')}
                        </Button>
                      )}
                    </Stack>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(categories.data ?? []).flatMap((c) => [
                <Table.Tr key={`c-${c.category}`}>
                  <Table.Th scope="colgroup" colSpan={list.length + 1} bg="var(--venue-surface-sunken)">
                    <Text size="xs" tt="uppercase" fw={700}>
                      {categoryLabel(t, c.category)}
                    </Text>
                  </Table.Th>
                </Table.Tr>,
                ...c.permissions.map((p) => (
                  <Table.Tr key={p.key}>
                    <Table.Th scope="row" fw={400}>
                      <Text size="sm">{permissionLabel(t, p.key, p.description)}</Text>
                    </Table.Th>
                    {list.map((r) => (
                      <Table.Td key={r.id} ta="center">
                        <Checkbox
                          aria-label={t('admin.roles.cell', {
                            role: roleName(r.name),
                            permission: permissionLabel(t, p.key, p.description),
                          })}
                          checked={held(r).has(p.key)}
                          disabled={!editableCell(r, p.key)}
                          onChange={(e) => toggle(r, p.key, e.currentTarget.checked)}
                          styles={{ body: { justifyContent: 'center' } }}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                )),
              ])}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SectionPanel>

      <ScopedRoles version={version} onChange={reload} setNotice={setNotice} />
    </Stack>
  );
}

function NewRoleForm({ templates, onDone }: { templates: string[]; onDone: (n: Notice) => void }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const [name, setName] = useState('');
  const [template, setTemplate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setError(null);
    if (!template) {
      setError(t('admin.roles.newRole.templateRequired'));
      return;
    }
    const result = await callApi('access.roleTemplateClone', { params: { key: template }, body: { name } });
    if (!result.ok) {
      setError(errorText(result.error));
      return;
    }
    setName('');
    onDone({
      ok: true,
      text: t('admin.roles.newRole.created', {
        name: roleName(result.value.name),
        template: roleName(template),
      }),
    });
  };
  return (
    <SectionPanel id="roles-new" title={t('admin.roles.newRole.title')} onSubmit={submitHandler(create)}>
      <ErrorAlert>{error}</ErrorAlert>
      <Group align="flex-end">
        <TextInput
          label={t('admin.roles.newRole.name')}
          description={t('admin.roles.newRole.nameHint')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Select
          label={t('admin.roles.newRole.template')}
          required
          data={templates.map((value) => ({ value, label: roleName(value) }))}
          value={template}
          onChange={setTemplate}
          allowDeselect={false}
        />
        <Button type="submit">{t('admin.roles.newRole.create')}</Button>
      </Group>
    </SectionPanel>
  );
}

function ScopedRoles({
  version,
  onChange,
  setNotice,
}: {
  version: number;
  onChange: () => void;
  setNotice: (n: Notice) => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const roleName = useRoleName();
  const assignments = useCallData('access.assignments', {}, String(version));
  const shifts = useCallData('shift.listByRestaurant', {}, 'all');
  const hierarchy = useCallData('access.roleHierarchy', {}, String(version));
  const [userId, setUserId] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>(null);
  const [shiftId, setShiftId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const people = assignments.data?.roles ?? [];
  const nameOf = (id: number) =>
    people.find((p) => p.user_id === id)?.name ?? t('admin.roles.scoped.userN', { id });
  const assignable = (hierarchy.data ?? []).filter((h) => h.assignable).map((h) => h.role);

  const add = async () => {
    setError(null);
    if (!userId || !role || !shiftId) {
      setError(t('admin.roles.scoped.required'));
      return;
    }
    const result = await callApi('access.assignmentCreate', {
      body: { user_id: Number(userId), role, shift_id: shiftId },
    });
    if (!result.ok) {
      setError(errorText(result.error));
      return;
    }
    setNotice({
      ok: true,
      text: t('admin.roles.scoped.added', {
        name: nameOf(Number(userId)),
        role: roleName(role),
        shift: result.value.shift?.name ?? t('admin.roles.scoped.theShift'),
      }),
    });
    onChange();
  };

  return (
    <SectionPanel
      id="roles-scoped"
      title={t('admin.roles.scoped.title')}
      intro={t('admin.roles.scoped.intro')}
    >
      <ErrorAlert>{error}</ErrorAlert>
      <Group align="flex-end">
        <Select
          label={t('admin.roles.scoped.user')}
          data={people.map((p) => ({ value: String(p.user_id), label: `${p.name} (${roleName(p.role)})` }))}
          value={userId}
          onChange={setUserId}
          searchable
        />
        <Select
          label={t('admin.roles.scoped.roleDuring')}
          data={assignable.map((value) => ({ value, label: roleName(value) }))}
          value={role}
          onChange={setRole}
        />
        <Select
          label={t('admin.roles.scoped.shift')}
          data={(shifts.data ?? []).map((s) => ({
            value: s.id,
            label: `${s.name} ${s.start_time}–${s.end_time}`,
          }))}
          value={shiftId}
          onChange={setShiftId}
        />
        <Button onClick={() => void add()}>{t('admin.roles.scoped.add')}</Button>
      </Group>
      <Table aria-label={t('admin.roles.scoped.table')}>
        <TableHead
          columns={[
            t('admin.roles.scoped.user'),
            t('admin.roles.scoped.role'),
            t('admin.roles.scoped.when'),
            t('admin.roles.scoped.actions'),
          ]}
        />
        <Table.Tbody>
          {(assignments.data?.scoped ?? []).map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{nameOf(a.user_id)}</Table.Td>
              <Table.Td>
                <Badge variant="light">{roleName(a.role)}</Badge>
              </Table.Td>
              <Table.Td>
                {[
                  a.shift
                    ? t('admin.roles.scoped.during', {
                        shift: a.shift.name,
                        start: a.shift.start_time,
                        end: a.shift.end_time,
                      })
                    : '',
                  a.starts_on ? t('admin.roles.scoped.from', { date: dates.day(a.starts_on) }) : '',
                  a.ends_on ? t('admin.roles.scoped.until', { date: dates.day(a.ends_on) }) : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  aria-label={t('admin.roles.scoped.endNamed', {
                    role: roleName(a.role),
                    name: nameOf(a.user_id),
                  })}
                  onClick={() =>
                    void callApi('access.assignmentDelete', { params: { id: String(a.id) } }).then((res) => {
                      setNotice(
                        res.ok
                          ? { ok: true, text: t('admin.roles.scoped.ended') }
                          : { ok: false, text: errorText(res.error) },
                      );
                      onChange();
                    })
                  }
                >
                  {t('admin.roles.scoped.end')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionPanel>
  );
}
