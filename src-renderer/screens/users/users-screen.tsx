// Users of the restaurant (/users and Settings › Accounts › User accounts): list, create, edit,
// deactivate, delete and mail a password reset link, with the role here. A user who also works for
// other restaurants is edited here for this restaurant only (their role there is that restaurant's).
// The roles offered are those the signed-in user may hand out, and users ranked above them show no
// actions; the server enforces the same (role-guards.ts) and every refusal is shown as it came.
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { Badge, Button, Group, Modal, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListEntry as User } from '../../../src-shared/schemas/auth.js';
import { callApi, useCallData } from '../../data/call.js';
import { PageFrame } from '../../pages/page-frame.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { DataTable, type DataColumn } from '../../kit/data-table.js';
import { useListModel } from '../../kit/list-model.js';
import { useCan } from '../../session/use-permissions.js';
import { useRoleName } from '../../session/use-role-name.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { errorText, fieldErrorsOf } from '../../kit/call-errors.js';
import { ErrorAlert } from '../../kit/error-alert.js';
import { SubmitActions } from '../../kit/dialog-actions.js';
import { RowButton } from '../../kit/row-button.js';
import { NameFields } from './name-fields.js';
import { PageAction } from '../../kit/page-action.js';

const fullName = (u: Pick<User, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`.trim();

/** A user as a list row (the kit's rows have string ids). */
type UserRow = Omit<User, 'id'> & { id: string; user: User };

export function UsersScreen() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const me = session?.user ?? null;
  const canManage = useCan('users.manage');
  const canRoles = useCan('roles.manage');
  const roleName = useRoleName();
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

  const users = useMemo(() => list.data ?? [], [list.data]);
  const rows = useMemo<UserRow[]>(() => users.map((u) => ({ ...u, id: String(u.id), user: u })), [users]);
  const table = useListModel(rows);
  const columns = useMemo<DataColumn<UserRow>[]>(
    () => [
      {
        key: 'name',
        header: t('admin.users.name'),
        cell: ({ user: u }) => (
          <>
            {fullName(u)}
            {u.id === me?.id && (
              <Text span size="xs" c="dimmed">
                {' '}
                {t('admin.users.you')}
              </Text>
            )}
          </>
        ),
      },
      {
        key: 'email',
        header: t('admin.users.email'),
        cell: ({ user: u }) =>
          u.email ?? (
            <Text span size="sm" c="dimmed">
              {t('admin.users.emailHidden')}
            </Text>
          ),
      },
      { key: 'roleName', header: t('admin.users.roleHere'), cell: ({ user: u }) => roleName(u.roleName) },
      {
        key: 'others',
        header: t('admin.users.otherRestaurants'),
        cell: ({ user: u }) => {
          const others = u.user_role_id.filter((r) => r.roletypes.restaurant_id !== u.restaurantId);
          return others.length === 0
            ? '—'
            : others
                .map((r) => `${r.roletypes.restaurant_details.shopName} (${roleName(r.roletypes.name)})`)
                .join(', ');
        },
      },
      {
        key: 'status',
        header: t('admin.users.status'),
        cell: ({ user: u }) => (
          <Badge color={u.is_active ? 'teal' : 'gray'} variant="light">
            {u.is_active ? t('admin.users.active') : t('admin.users.deactivated')}
          </Badge>
        ),
      },
    ],
    [t, me?.id, roleName],
  );
  return (
    <PageFrame
      title={t('admin.users.title')}
      subtitle={list.data ? t('admin.users.count', { count: users.length }) : undefined}
      actions={
        <PageAction allowed={canManage} onClick={() => setEditing('new')}>
          {t('admin.users.newUser')}
        </PageAction>
      }
    >
      <Stack gap="sm">
        <NoticeLine notice={notice} onClose={() => setNotice(null)} />
        <ErrorAlert title={t('admin.users.loadFailed')}>{list.error}</ErrorAlert>
        <DataTable
          label={t('admin.users.table')}
          plural={t('admin.users.table').toLocaleLowerCase()}
          rowLabel={(row) => fullName(row.user)}
          columns={columns}
          list={table}
          total={list.data ? rows.length : null}
          selectable={false}
          {...(canManage
            ? {
                rowActions: ({ user: u }: UserRow) =>
                  mayChange(u) ? (
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-xs" variant="light" onClick={() => setEditing(u)}>
                        {t('admin.users.edit')}
                      </Button>
                      {u.id !== me?.id && (
                        <>
                          <RowButton
                            variant="light"
                            color={u.is_active ? 'orange' : 'teal'}
                            name={t(
                              u.is_active ? 'admin.users.deactivateNamed' : 'admin.users.reactivateNamed',
                              { name: fullName(u) },
                            )}
                            onClick={() =>
                              void act(
                                t(u.is_active ? 'admin.users.didDeactivate' : 'admin.users.didReactivate', {
                                  name: fullName(u),
                                }),
                                () =>
                                  callApi('users.userUpdate', {
                                    params: { id: String(u.id) },
                                    body: { is_active: !u.is_active },
                                  }),
                              )
                            }
                          >
                            {u.is_active ? t('admin.users.deactivate') : t('admin.users.reactivate')}
                          </RowButton>
                          <RowButton
                            variant="light"
                            name={t('admin.users.resetNamed', { name: fullName(u) })}
                            disabled={!u.is_active}
                            onClick={() =>
                              void act(t('admin.users.resetSent', { email: u.email ?? fullName(u) }), () =>
                                callApi('users.userSendPasswordReset', { params: { id: String(u.id) } }),
                              )
                            }
                          >
                            {t('admin.users.resetPassword')}
                          </RowButton>
                          <RowButton
                            variant="light"
                            color="red"
                            name={t('admin.users.deleteNamed', { name: fullName(u) })}
                            onClick={() => setDeleting(u)}
                          >
                            {t('admin.users.delete')}
                          </RowButton>
                        </>
                      )}
                    </Group>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('admin.users.rankedAbove')}
                    </Text>
                  ),
              }
            : {})}
        />
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
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.users.deleteTitle')}
        confirmLabel={t('admin.users.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const u = deleting;
          setDeleting(null);
          void act(t('admin.users.deleted', { name: fullName(u) }), () =>
            callApi('users.userDelete', { params: { id: String(u.id) } }),
          );
        }}
      >
        {deleting &&
          t('admin.users.deleteConfirm', { name: fullName(deleting), email: deleting.email ?? '—' })}
      </ConfirmDialog>
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
  const { t } = useTranslation();
  const roleName = useRoleName();
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
  const options = [...new Set([...(user ? [user.roleName] : []), ...roles])].map((value) => ({
    value,
    label: roleName(value),
  }));
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
    onSaved(
      user
        ? t('admin.users.form.saved', { name: fullName(result.value) })
        : t('admin.users.form.created', { name: fullName(result.value), role: roleName(values.role) }),
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        user ? t('admin.users.form.editTitle', { name: fullName(user) }) : t('admin.users.form.newTitle')
      }
      centered
      closeButtonProps={{ 'aria-label': t('admin.users.form.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert>{error}</ErrorAlert>
          {user ? (
            <Text size="sm">
              {user.email}
              {others.length > 0 && (
                <Text span size="xs" c="dimmed" display="block">
                  {t('admin.users.form.alsoWorksAt', {
                    places: others
                      .map(
                        (r) => `${r.roletypes.restaurant_details.shopName} (${roleName(r.roletypes.name)})`,
                      )
                      .join(', '),
                  })}
                </Text>
              )}
            </Text>
          ) : (
            <TextInput label={t('admin.users.form.email')} required {...form.getInputProps('email')} />
          )}
          <NameFields
            form={form}
            firstLabel={t('admin.users.form.firstName')}
            lastLabel={t('admin.users.form.lastName')}
          />
          <Select
            label={t('admin.users.form.role')}
            required
            data={options}
            disabled={isSelf}
            description={isSelf ? t('admin.users.form.ownRole') : undefined}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <PasswordInput
            label={user ? t('admin.users.form.newPassword') : t('admin.users.form.password')}
            description={user ? t('admin.users.form.passwordHint') : undefined}
            required={!user}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <SubmitActions closeLabel={t('admin.users.form.cancel')} onClose={onClose} busy={saving}>
            {user ? t('admin.users.form.save') : t('admin.users.form.create')}
          </SubmitActions>
        </Stack>
      </form>
    </Modal>
  );
}
