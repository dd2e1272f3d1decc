// /profile: the signed-in user's own name, a password change (the current password is required)
// and their sessions on other terminals with "sign out everywhere". Each answer is the server's:
// a refusal is shown and the edit kept.
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { formatDisplayDate } from '../../../src-shared/dates.js';
import { instantToVenueLocal } from '../../../src-shared/time.js';
import { callApi, useCallData } from '../../calls/call-api.js';
import { PageFrame } from '../../pages/page-frame.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { fieldErrorsOf } from './call-errors.js';

interface Notice {
  ok: boolean;
  text: string;
}

function NoticeAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert color={notice.ok ? 'teal' : 'red'} variant="light" role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </Alert>
  );
}

export function ProfileScreen() {
  const session = useAtomValue(sessionAtom);
  const user = session?.user ?? null;
  const timeZone = session?.grants?.time_zone ?? 'UTC';
  const [version, setVersion] = useState(0);
  const sessions = useCallData('users.profileSessions', {}, String(version));
  const [nameNotice, setNameNotice] = useState<Notice | null>(null);
  const [passwordNotice, setPasswordNotice] = useState<Notice | null>(null);
  const [sessionNotice, setSessionNotice] = useState<Notice | null>(null);
  const nameForm = useForm({
    initialValues: { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' },
  });
  const passwordForm = useForm({
    initialValues: { current_password: '', new_password: '', confirm: '' },
    validate: {
      confirm: (value, values) => (value === values.new_password ? null : 'The two new passwords differ'),
    },
  });

  const venueTime = (iso: string) => {
    const local = instantToVenueLocal(new Date(iso), timeZone);
    return `${formatDisplayDate(local.date)} ${local.time}`;
  };

  const saveName = nameForm.onSubmit(async (values) => {
    setNameNotice(null);
    const result = await callApi('users.profileUpdate', { body: values });
    if (!result.ok) {
      nameForm.setErrors(fieldErrorsOf(result.error));
      setNameNotice({ ok: false, text: result.error.message });
      return;
    }
    setNameNotice({ ok: true, text: 'Name saved. It shows everywhere after your next sign-in or refresh.' });
  });
  const changePassword = passwordForm.onSubmit(async (values) => {
    setPasswordNotice(null);
    const result = await callApi('users.profilePassword', {
      body: { current_password: values.current_password, new_password: values.new_password },
    });
    if (!result.ok) {
      passwordForm.setErrors(fieldErrorsOf(result.error));
      setPasswordNotice({ ok: false, text: result.error.message });
      return;
    }
    passwordForm.reset();
    const ended = result.value.ended_sessions;
    setPasswordNotice({
      ok: true,
      text: `Password changed.${ended ? ` ${ended} session${ended === 1 ? '' : 's'} on other terminals ended.` : ''}`,
    });
    setVersion((v) => v + 1);
  });
  const signOutEverywhere = async () => {
    setSessionNotice(null);
    const result = await callApi('users.profileSignOutEverywhere', {});
    if (!result.ok) setSessionNotice({ ok: false, text: result.error.message });
    else {
      const n = result.value.ended_sessions;
      setSessionNotice({ ok: true, text: `Signed out of ${n} other session${n === 1 ? '' : 's'}.` });
    }
    setVersion((v) => v + 1);
  };

  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <PageFrame
      title="Profile"
      subtitle={user ? `${user.email} · ${session?.role ?? user.roleName}` : undefined}
    >
      <Stack gap="lg" maw={760}>
        <Paper withBorder p="md" component="section" aria-labelledby="profile-name">
          <form onSubmit={saveName} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h5" id="profile-name">
                Your name
              </Title>
              <NoticeAlert notice={nameNotice} />
              <Group grow align="flex-start">
                <TextInput label="First name" required {...nameForm.getInputProps('first_name')} />
                <TextInput label="Last name" {...nameForm.getInputProps('last_name')} />
              </Group>
              <Group justify="flex-end">
                <Button type="submit">Save name</Button>
              </Group>
            </Stack>
          </form>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="profile-password">
          <form onSubmit={changePassword} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h5" id="profile-password">
                Change password
              </Title>
              <NoticeAlert notice={passwordNotice} />
              <PasswordInput
                label="Current password"
                required
                autoComplete="current-password"
                {...passwordForm.getInputProps('current_password')}
              />
              <Group grow align="flex-start">
                <PasswordInput
                  label="New password"
                  required
                  autoComplete="new-password"
                  description="At least 8 characters"
                  {...passwordForm.getInputProps('new_password')}
                />
                <PasswordInput
                  label="New password again"
                  required
                  autoComplete="new-password"
                  {...passwordForm.getInputProps('confirm')}
                />
              </Group>
              <Group justify="flex-end">
                <Button type="submit">Change password</Button>
              </Group>
            </Stack>
          </form>
        </Paper>

        <Paper withBorder p="md" component="section" aria-labelledby="profile-sessions">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h5" id="profile-sessions">
                Your sessions
              </Title>
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={others === 0}
                onClick={() => void signOutEverywhere()}
              >
                Sign out everywhere else
              </Button>
            </Group>
            <NoticeAlert notice={sessionNotice} />
            {sessions.error && (
              <Alert color="red" variant="light" role="alert">
                Sessions could not be loaded: {sessions.error}
              </Alert>
            )}
            <Table aria-label="Your sessions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Terminal</Table.Th>
                  <Table.Th>Signed in</Table.Th>
                  <Table.Th>Last active</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(sessions.data ?? []).map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {s.terminal}{' '}
                        {s.current && (
                          <Badge size="xs" variant="light">
                            This terminal
                          </Badge>
                        )}
                      </Text>
                    </Table.Td>
                    <Table.Td>{venueTime(s.signed_in_at)}</Table.Td>
                    <Table.Td>{venueTime(s.last_active_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Paper>
      </Stack>
    </PageFrame>
  );
}
