// Settings › Accounts › Roles and permissions (ours; spec §6 "the server's role concepts"): the
// restaurant's roles, a permission matrix by category (roles as columns), new roles from a template,
// and scoped roles (a role on top of a user's own, only during a shift and/or between dates). A
// cell the signed-in user may not change is shown but disabled (a role at or above their own, a
// permission they do not hold, an admin-area permission outside the admin roles); the server
// refuses the same and its refusal is shown with the edit kept.
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { isAdminAreaRole } from '../../../src-shared/access/role-hierarchy.js';
import { PERMISSIONS, isPermission } from '../../../src-shared/permissions.js';
import type { RoleDetail } from '../../../src-shared/schemas/access.js';
import { callApi, useCallData } from '../../calls/call-api.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { usePermissions } from '../../session/use-permissions.js';
import { useAtomValue } from '../../state/jotai.js';
import { errorText } from './call-errors.js';

const isAdminPermission = (key: string) => isPermission(key) && PERMISSIONS[key].category === 'admin';

export function RolesScreen() {
  const session = useAtomValue(sessionAtom);
  const mine = usePermissions();
  const myLevel = session?.grants?.level ?? 0;
  const superAdmin = session?.grants?.template === 'super_admin';
  const myRole = session?.grants?.role ?? session?.role ?? '';
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
      else failures.push(`${role.name}: ${errorText(result.error)}`);
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
        ? { ok: false, text: `Not saved — ${failures.join(' · ')}` }
        : { ok: true, text: `Permissions of ${saved.join(', ')} saved` },
    );
    reload();
  };

  return (
    <Stack gap="lg">
      <NoticeLine notice={notice} onClose={() => setNotice(null)} />
      {(roles.error ?? categories.error) && (
        <Alert color="red" variant="light" role="alert" title="Roles could not be loaded">
          {roles.error ?? categories.error}
        </Alert>
      )}

      <NewRoleForm
        templates={(templates.data ?? []).filter((t) => superAdmin || t.level < myLevel).map((t) => t.key)}
        onDone={(n) => {
          setNotice(n);
          if (n.ok) reload();
        }}
      />

      <Paper withBorder p="md" component="section" aria-labelledby="roles-matrix">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h5" id="roles-matrix">
              Permission matrix
            </Title>
            <Group gap="xs">
              {dirty.length > 0 && (
                <Button size="xs" variant="default" onClick={() => setEdits({})}>
                  Discard changes
                </Button>
              )}
              <Button size="xs" disabled={dirty.length === 0} loading={saving} onClick={() => void save()}>
                Save changes{dirty.length > 0 ? ` (${dirty.map((r) => r.name).join(', ')})` : ''}
              </Button>
            </Group>
          </Group>
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label="Permission matrix" withColumnBorders stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Permission</Table.Th>
                  {list.map((r) => (
                    <Table.Th key={r.id} scope="col" ta="center">
                      <Stack gap={2} align="center">
                        <Text size="xs" fw={600}>
                          {r.name}
                        </Text>
                        <Text size="10px" c="dimmed">
                          {r.built_in ? 'built-in' : `from ${r.template}`} · {r.user_count} user
                          {r.user_count === 1 ? '' : 's'}
                        </Text>
                        {!r.built_in && editableRole(r) && (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red"
                            aria-label={`Delete role ${r.name}`}
                            onClick={() =>
                              void callApi('access.roleDelete', { params: { id: String(r.id) } }).then(
                                (res) => {
                                  setNotice(
                                    res.ok
                                      ? { ok: true, text: `Role ${r.name} deleted` }
                                      : { ok: false, text: errorText(res.error) },
                                  );
                                  reload();
                                },
                              )
                            }
                          >
                            Delete
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
                        {c.category.replace(/_/g, ' ')}
                      </Text>
                    </Table.Th>
                  </Table.Tr>,
                  ...c.permissions.map((p) => (
                    <Table.Tr key={p.key}>
                      <Table.Th scope="row" fw={400}>
                        <Text size="sm">{p.description}</Text>
                        <Text size="10px" c="dimmed">
                          {p.key}
                        </Text>
                      </Table.Th>
                      {list.map((r) => (
                        <Table.Td key={r.id} ta="center">
                          <Checkbox
                            aria-label={`${r.name}: ${p.description}`}
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
        </Stack>
      </Paper>

      <ScopedRoles version={version} onChange={reload} setNotice={setNotice} />
    </Stack>
  );
}

function NewRoleForm({ templates, onDone }: { templates: string[]; onDone: (n: Notice) => void }) {
  const [name, setName] = useState('');
  const [template, setTemplate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setError(null);
    if (!template) {
      setError('Template is required');
      return;
    }
    const result = await callApi('access.roleTemplateClone', { params: { key: template }, body: { name } });
    if (!result.ok) {
      setError(errorText(result.error));
      return;
    }
    setName('');
    onDone({ ok: true, text: `Role ${result.value.name} created from ${template}` });
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="roles-new">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} size="h5" id="roles-new">
            New role
          </Title>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group align="flex-end">
            <TextInput
              label="Role name"
              description="Letters, digits and underscores; it appears in console links"
              required
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Select
              label="Start from template"
              required
              data={templates}
              value={template}
              onChange={setTemplate}
              allowDeselect={false}
            />
            <Button type="submit">Create role</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
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
  const assignments = useCallData('access.assignments', {}, String(version));
  const shifts = useCallData('shift.listByRestaurant', {}, 'all');
  const hierarchy = useCallData('access.roleHierarchy', {}, String(version));
  const [userId, setUserId] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>(null);
  const [shiftId, setShiftId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const people = assignments.data?.roles ?? [];
  const nameOf = (id: number) => people.find((p) => p.user_id === id)?.name ?? `User ${id}`;
  const assignable = (hierarchy.data ?? []).filter((h) => h.assignable).map((h) => h.role);

  const add = async () => {
    setError(null);
    if (!userId || !role || !shiftId) {
      setError('User, role and shift are required');
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
      text: `${nameOf(Number(userId))} is ${role} during ${result.value.shift?.name ?? 'the shift'}`,
    });
    onChange();
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="roles-scoped">
      <Stack gap="sm">
        <Title order={2} size="h5" id="roles-scoped">
          Shift-based roles
        </Title>
        <Text size="sm" c="dimmed">
          A role on top of a user’s own that applies only while the shift runs (venue time).
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group align="flex-end">
          <Select
            label="User"
            data={people.map((p) => ({ value: String(p.user_id), label: `${p.name} (${p.role})` }))}
            value={userId}
            onChange={setUserId}
            searchable
          />
          <Select label="Role during the shift" data={assignable} value={role} onChange={setRole} />
          <Select
            label="Shift"
            data={(shifts.data ?? []).map((s) => ({
              value: s.id,
              label: `${s.name} ${s.start_time}–${s.end_time}`,
            }))}
            value={shiftId}
            onChange={setShiftId}
          />
          <Button onClick={() => void add()}>Add shift role</Button>
        </Group>
        <Table aria-label="Shift-based roles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(assignments.data?.scoped ?? []).map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{nameOf(a.user_id)}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{a.role}</Badge>
                </Table.Td>
                <Table.Td>
                  {[
                    a.shift ? `during ${a.shift.name} (${a.shift.start_time}–${a.shift.end_time})` : '',
                    a.starts_on ? `from ${a.starts_on}` : '',
                    a.ends_on ? `until ${a.ends_on}` : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    aria-label={`End ${a.role} of ${nameOf(a.user_id)}`}
                    onClick={() =>
                      void callApi('access.assignmentDelete', { params: { id: String(a.id) } }).then(
                        (res) => {
                          setNotice(
                            res.ok
                              ? { ok: true, text: 'Shift role ended' }
                              : { ok: false, text: errorText(res.error) },
                          );
                          onChange();
                        },
                      )
                    }
                  >
                    End
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
