// Users of the restaurant (/users and Settings › Accounts › User accounts): list, create, edit,
// deactivate, delete and mail a password reset link, with the role here. A user who also works for
// other restaurants is edited here for this restaurant only (their role there is that restaurant's).
// The roles offered are those the signed-in user may hand out, and users ranked above them show no
// actions; the server enforces the same (role-guards.ts) and every refusal is shown as it came.
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { User } from '../../../src-shared/schemas/auth.js';
import { callApi, useCallData } from '../../calls/call-api.js';
import { PageFrame } from '../../pages/page-frame.js';
import { useCan } from '../../session/use-permissions.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { errorText, fieldErrorsOf } from './call-errors.js';

const fullName = (u: Pick<User, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`.trim();

export function UsersScreen() {
  const session = useAtomValue(sessionAtom);
  const me = session?.user ?? null;
  const canManage = useCan('users.manage');
  const canRoles = useCan('roles.manage');
  const [version, setVersion] = useState(0);
  const list = useCallData('users.usersByRestaurant', {}, String(version));
  const hierarchy = useCallData('access.roleHierarchy', {}, `${canRoles}|${version}`);
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const reload = () => setVersion((v) => v + 1);

  const levels = new Map((hierarchy.data ?? []).map((h) => [h.role, h.level]));
  const assignable = (hierarchy.data ?? []).filter((h) => h.assignable).map((h) => h.role);
  const myLevel = session?.grants?.level ?? 0;
  /** The signed-in user may change this user: not ranked above them (the server checks the same). */
  const mayChange = (u: User) => canManage && (u.id === me?.id || (levels.get(u.roleName) ?? 0) <= myLevel);

  const act = async (text: string, run: () => ReturnType<typeof callApi>) => {
    const result = await run();
    if (!result.ok) setNotice({ ok: false, text: errorText(result.error) });
    else {
      setNotice({ ok: true, text });
      reload();
    }
  };

  const users = list.data ?? [];
  return (
    <PageFrame
      title="Users"
      subtitle={
        list.data ? `${users.length} user${users.length === 1 ? '' : 's'} in this restaurant` : undefined
      }
      actions={
        canManage ? (
          <Button size="xs" onClick={() => setEditing('new')}>
            New user
          </Button>
        ) : undefined
      }
    >
      <Stack gap="sm">
        <NoticeLine notice={notice} onClose={() => setNotice(null)} />
        {list.error && (
          <Alert color="red" variant="light" role="alert" title="Users could not be loaded">
            {list.error}
          </Alert>
        )}
        <Table striped highlightOnHover aria-label="Users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role here</Table.Th>
              <Table.Th>Other restaurants</Table.Th>
              <Table.Th>Status</Table.Th>
              {canManage && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((u) => {
              const others = u.user_role_id.filter((r) => r.roletypes.restaurant_id !== u.restaurantId);
              return (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    {fullName(u)}
                    {u.id === me?.id && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        (you)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{u.email}</Table.Td>
                  <Table.Td>{u.roleName}</Table.Td>
                  <Table.Td>
                    {others.length === 0
                      ? '—'
                      : others
                          .map((r) => `${r.roletypes.restaurant_details.shopName} (${r.roletypes.name})`)
                          .join(', ')}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={u.is_active ? 'teal' : 'gray'} variant="light">
                      {u.is_active ? 'Active' : 'Deactivated'}
                    </Badge>
                  </Table.Td>
                  {canManage && (
                    <Table.Td>
                      {mayChange(u) ? (
                        <Group gap={4} wrap="nowrap">
                          <Button size="compact-xs" variant="light" onClick={() => setEditing(u)}>
                            Edit
                          </Button>
                          {u.id !== me?.id && (
                            <>
                              <Button
                                size="compact-xs"
                                variant="light"
                                color={u.is_active ? 'orange' : 'teal'}
                                aria-label={`${u.is_active ? 'Deactivate' : 'Reactivate'} ${fullName(u)}`}
                                onClick={() =>
                                  void act(
                                    `${fullName(u)} ${u.is_active ? 'deactivated' : 'reactivated'}`,
                                    () =>
                                      callApi('users.userUpdate', {
                                        params: { id: String(u.id) },
                                        body: { is_active: !u.is_active },
                                      }),
                                  )
                                }
                              >
                                {u.is_active ? 'Deactivate' : 'Reactivate'}
                              </Button>
                              <Button
                                size="compact-xs"
                                variant="light"
                                aria-label={`Send ${fullName(u)} a password reset mail`}
                                disabled={!u.is_active}
                                onClick={() =>
                                  void act(`Password reset mail sent to ${u.email}`, () =>
                                    callApi('users.userSendPasswordReset', { params: { id: String(u.id) } }),
                                  )
                                }
                              >
                                Reset password
                              </Button>
                              <Button
                                size="compact-xs"
                                variant="light"
                                color="red"
                                aria-label={`Delete ${fullName(u)}`}
                                onClick={() => setDeleting(u)}
                              >
                                Delete
                              </Button>
                            </>
                          )}
                        </Group>
                      ) : (
                        <Text size="xs" c="dimmed">
                          Ranked above you
                        </Text>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>

      {editing !== null && (
        <UserForm
          user={editing === 'new' ? null : editing}
          roles={assignable}
          isSelf={editing !== 'new' && editing.id === me?.id}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ ok: true, text });
            reload();
          }}
        />
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete user"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {deleting && (
          <Stack gap="sm">
            <Text size="sm">
              Remove {fullName(deleting)} ({deleting.email}) from this restaurant? They lose access here; an
              account with no restaurant left is deleted.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                onClick={() => {
                  const u = deleting;
                  setDeleting(null);
                  void act(`${fullName(u)} deleted`, () =>
                    callApi('users.userDelete', { params: { id: String(u.id) } }),
                  );
                }}
              >
                Delete
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </PageFrame>
  );
}

interface FormValues {
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  password: string;
}

function UserForm({
  user,
  roles,
  isSelf,
  onClose,
  onSaved,
}: {
  user: User | null;
  roles: string[];
  isSelf: boolean;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const form = useForm<FormValues>({
    initialValues: {
      email: user?.email ?? '',
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      role: user?.roleName ?? '',
      password: '',
    },
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The user's own role stays on offer (keeping it is no change); a role above the editor never is.
  const options = [...new Set([...(user ? [user.roleName] : []), ...roles])];
  const others = user?.user_role_id.filter((r) => r.roletypes.restaurant_id !== user.restaurantId) ?? [];

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const result = user
      ? await callApi('users.userUpdate', {
          params: { id: String(user.id) },
          body: {
            first_name: values.first_name,
            last_name: values.last_name,
            ...(values.role !== user.roleName ? { role: values.role } : {}),
            ...(values.password ? { password: values.password } : {}),
          },
        })
      : await callApi('users.userCreate', {
          body: {
            email: values.email,
            first_name: values.first_name,
            last_name: values.last_name,
            role: values.role,
            password: values.password,
          },
        });
    setSaving(false);
    if (!result.ok) {
      form.setErrors(fieldErrorsOf(result.error));
      setError(result.error.message);
      return;
    }
    onSaved(user ? `${fullName(result.value)} saved` : `${fullName(result.value)} created as ${values.role}`);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={user ? `Edit ${fullName(user)}` : 'New user'}
      centered
      closeButtonProps={{ 'aria-label': 'Close form' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          {user ? (
            <Text size="sm">
              {user.email}
              {others.length > 0 && (
                <Text span size="xs" c="dimmed" display="block">
                  Also works at{' '}
                  {others
                    .map((r) => `${r.roletypes.restaurant_details.shopName} (${r.roletypes.name})`)
                    .join(', ')}
                  : the role below is this restaurant’s only.
                </Text>
              )}
            </Text>
          ) : (
            <TextInput label="Email" required {...form.getInputProps('email')} />
          )}
          <Group grow>
            <TextInput label="First name" required {...form.getInputProps('first_name')} />
            <TextInput label="Last name" {...form.getInputProps('last_name')} />
          </Group>
          <Select
            label="Role in this restaurant"
            required
            data={options}
            disabled={isSelf}
            description={isSelf ? 'You cannot change your own role' : undefined}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <PasswordInput
            label={user ? 'New password' : 'Password'}
            description={
              user ? 'Leave empty to keep the current one. Their sessions end when it changes.' : undefined
            }
            required={!user}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {user ? 'Save' : 'Create user'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
