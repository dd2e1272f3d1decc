// /profile: the signed-in user's own name, a password change (the current password is required)
// and their sessions on other terminals with "sign out everywhere". Each answer is the server's:
// a refusal is shown and the edit kept.
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDates } from '../../kit/dates.js';
import { callApi, useCallData } from '../../data/call.js';
import { PageFrame } from '../../pages/page-frame.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { fieldErrorsOf } from '../../kit/call-errors.js';
import { SectionPanel } from '../../kit/section-panel.js';
import { NameWithBadge } from '../../kit/name-badge.js';
import { PlainTable } from '../../kit/plain-table.js';
import { NameFields } from './name-fields.js';

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
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const user = session?.user ?? null;
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
      confirm: (value, values) => (value === values.new_password ? null : t('admin.profile.passwordsDiffer')),
    },
  });

  const venueTime = useDates().at;

  const saveName = nameForm.onSubmit(async (values) => {
    setNameNotice(null);
    const result = await callApi('users.profileUpdate', { body: values });
    if (!result.ok) {
      nameForm.setErrors(fieldErrorsOf(result.error));
      setNameNotice({ ok: false, text: result.error.message });
      return;
    }
    setNameNotice({ ok: true, text: t('admin.profile.nameSaved') });
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
      text: ended
        ? `${t('admin.profile.passwordChanged')} ${t('admin.profile.endedElsewhere', { count: ended })}`
        : t('admin.profile.passwordChanged'),
    });
    setVersion((v) => v + 1);
  });
  const signOutEverywhere = async () => {
    setSessionNotice(null);
    const result = await callApi('users.profileSignOutEverywhere', {});
    if (!result.ok) setSessionNotice({ ok: false, text: result.error.message });
    else {
      const n = result.value.ended_sessions;
      setSessionNotice({ ok: true, text: t('admin.profile.signedOut', { count: n }) });
    }
    setVersion((v) => v + 1);
  };

  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <PageFrame
      title={t('admin.profile.title')}
      subtitle={user ? `${user.email} · ${session?.role ?? user.roleName}` : undefined}
    >
      <Stack gap="lg" maw={760}>
        <SectionPanel
          id="profile-name"
          title={t('admin.profile.yourName')}
          onSubmit={saveName}
          submitLabel={t('admin.profile.saveName')}
        >
          <NoticeAlert notice={nameNotice} />
          <NameFields
            form={nameForm}
            firstLabel={t('admin.profile.firstName')}
            lastLabel={t('admin.profile.lastName')}
            align="flex-start"
          />
        </SectionPanel>

        <SectionPanel
          id="profile-password"
          title={t('admin.profile.changePassword')}
          onSubmit={changePassword}
          submitLabel={t('admin.profile.submitPassword')}
        >
          <NoticeAlert notice={passwordNotice} />
          <PasswordInput
            label={t('admin.profile.currentPassword')}
            required
            autoComplete="current-password"
            {...passwordForm.getInputProps('current_password')}
          />
          <Group grow align="flex-start">
            <PasswordInput
              label={t('admin.profile.newPassword')}
              required
              autoComplete="new-password"
              description={t('admin.profile.newPasswordHint')}
              {...passwordForm.getInputProps('new_password')}
            />
            <PasswordInput
              label={t('admin.profile.newPasswordAgain')}
              required
              autoComplete="new-password"
              {...passwordForm.getInputProps('confirm')}
            />
          </Group>
        </SectionPanel>

        <SectionPanel
          id="profile-sessions"
          title={t('admin.profile.sessions')}
          aside={
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={others === 0}
              onClick={() => void signOutEverywhere()}
            >
              {t('admin.profile.signOutElsewhere')}
            </Button>
          }
        >
          <NoticeAlert notice={sessionNotice} />
          {sessions.error && (
            <Alert color="red" variant="light" role="alert">
              {t('admin.profile.sessionsFailed', { error: sessions.error })}
            </Alert>
          )}
          <PlainTable
            aria-label={t('admin.profile.sessionsTable')}
            rows={sessions.data ?? []}
            rowKey={(s) => s.id}
            columns={[
              {
                key: 'terminal',
                header: t('admin.profile.terminal'),
                cell: (s) => (
                  <NameWithBadge
                    size="sm"
                    lineClamp={2}
                    name={s.terminal}
                    badge={s.current && t('admin.profile.thisTerminal')}
                  />
                ),
              },
              {
                key: 'signedIn',
                header: t('admin.profile.signedIn'),
                cell: (s) => venueTime(s.signed_in_at),
              },
              {
                key: 'lastActive',
                header: t('admin.profile.lastActive'),
                cell: (s) => venueTime(s.last_active_at),
              },
            ]}
          />
        </SectionPanel>
      </Stack>
    </PageFrame>
  );
}
