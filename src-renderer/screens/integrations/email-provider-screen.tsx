// Settings › Integration › Email service provider (issue 34 §4): which provider sends the venue's
// guest mail (the platform's own, or Mailgun with the venue's domain, sender and keys — a key is
// written here and never shown again), a connection test that says what the provider answered, the
// webhook address the provider posts its delivery events to, the last delivery events, and the
// suppression list every guest mail honours (hard bounces, complaints, unsubscribes; staff add and
// remove addresses).
import { Badge, Button, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE_PATH } from '../../../src-shared/constants.js';
import {
  EMAIL_PROVIDERS,
  type EmailProviderKind,
  type EmailProviderSettings,
  type MailgunRegion,
  type Suppression,
} from '../../../src-shared/messaging/email-provider-entity.js';
import { restaurantIdOfUser } from '../../../src-shared/session-logic.js';
import { callApi, useCallData } from '../../data/call.js';
import { FormPanel } from '../../kit/form-panel.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { ConnectionTestButton } from '../../kit/connection-test-button.js';
import { CopyField } from '../../kit/copy-field.js';
import { useDates } from '../../kit/dates.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { OutcomeLine } from '../../kit/outcome-line.js';
import { outcomeOf, type Outcome } from '../../kit/outcome.js';
import { PlainTable } from '../../kit/plain-table.js';
import { QuietText } from '../../kit/quiet-text.js';
import { SectionPanel } from '../../kit/section-panel.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';

interface Draft {
  provider: EmailProviderKind;
  domain: string;
  region: MailgunRegion;
  from_address: string;
  api_key: string;
  webhook_signing_key: string;
}

const draftOf = (s: EmailProviderSettings): Draft => ({
  provider: s.provider,
  domain: s.domain ?? '',
  region: s.region,
  from_address: s.from_address ?? '',
  api_key: '',
  webhook_signing_key: '',
});

function Connection({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const settings = useCallData('emailProvider.settings', {}, 'email-provider');
  const at = useDates().at;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** A test's outcome is shown, and the settings read again (they keep the last test). */
  const showAndReload = (o: Outcome) => {
    setOutcome(o);
    settings.reload();
  };
  const data = settings.data;
  useEffect(() => {
    if (data && draft === null) setDraft(draftOf(data));
  }, [data, draft]);
  const restaurantId = session?.user ? restaurantIdOfUser(session.user) : null;
  const fields = outcome?.kind === 'refused' ? (outcome.fields ?? {}) : {};

  const save = async () => {
    if (!draft) return;
    const mailgun = draft.provider === 'mailgun';
    const body = {
      provider: draft.provider,
      ...(mailgun
        ? {
            domain: draft.domain.trim() || null,
            region: draft.region,
            from_address: draft.from_address.trim() || null,
            ...(draft.api_key.trim() ? { api_key: draft.api_key.trim() } : {}),
            ...(draft.webhook_signing_key.trim()
              ? { webhook_signing_key: draft.webhook_signing_key.trim() }
              : {}),
          }
        : {}),
    };
    const result = await callApi('emailProvider.updateSettings', { body });
    if (result.ok) {
      // The keys are sealed on the server: the fields empty again, the hints say which are saved.
      setDraft(draftOf(result.value));
      settings.reload();
      onChanged();
    }
    setOutcome(outcomeOf(result, { success: t('emailProvider.saved') }));
  };

  const address = `${API_BASE_PATH}${(data?.webhook_path ?? '').replace('{restaurantId}', String(restaurantId ?? ''))}`;
  const savedHint = (hint: string | null) =>
    hint ? t('emailProvider.keySaved', { hint }) : t('emailProvider.keyMissing');
  return (
    <FormPanel
      id="email-provider-connection"
      title={t('emailProvider.connection')}
      intro={t('emailProvider.connectionIntro')}
      loadError={settings.error}
      outcome={outcome}
      onDismiss={() => setOutcome(null)}
      dismissLabel={t('emailProvider.dismiss')}
      onSave={save}
      saveLabel={draft ? t('emailProvider.save') : undefined}
    >
      {data && draft && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge
              color={data.test_ok === false ? 'red.9' : data.test_ok ? 'teal.9' : 'gray.7'}
              variant="filled"
            >
              {data.test_ok === null
                ? t('emailProvider.notTested')
                : data.test_ok
                  ? t('emailProvider.working')
                  : t('emailProvider.failing')}
            </Badge>
            {data.tested_at && (
              <Text size="sm">
                {t('emailProvider.lastTest', { at: at(data.tested_at), result: data.test_result ?? '' })}
              </Text>
            )}
          </Group>
          <Select
            label={t('emailProvider.provider')}
            data={EMAIL_PROVIDERS.map((p) => ({ value: p, label: t(`emailProvider.providers.${p}`) }))}
            value={draft.provider}
            allowDeselect={false}
            onChange={(v) => v && setDraft({ ...draft, provider: v as EmailProviderKind })}
            error={fields.provider}
            w={320}
          />
          {draft.provider === 'platform' && <QuietText>{t('emailProvider.platformHelp')}</QuietText>}
          {draft.provider === 'mailgun' && (
            <>
              <Group align="flex-start">
                <TextInput
                  label={t('emailProvider.domain')}
                  description={t('emailProvider.domainHelp')}
                  value={draft.domain}
                  onChange={(e) => setDraft({ ...draft, domain: e.currentTarget.value })}
                  error={fields.domain}
                  required
                  w={320}
                />
                <Select
                  label={t('emailProvider.region')}
                  data={[
                    { value: 'us', label: t('emailProvider.regions.us') },
                    { value: 'eu', label: t('emailProvider.regions.eu') },
                  ]}
                  value={draft.region}
                  allowDeselect={false}
                  onChange={(v) => v && setDraft({ ...draft, region: v as MailgunRegion })}
                  w={220}
                />
              </Group>
              <TextInput
                label={t('emailProvider.from')}
                description={t('emailProvider.fromHelp')}
                value={draft.from_address}
                onChange={(e) => setDraft({ ...draft, from_address: e.currentTarget.value })}
                error={fields.from_address}
                w={480}
              />
              <PasswordInput
                label={t('emailProvider.apiKey')}
                description={savedHint(data.api_key_hint)}
                value={draft.api_key}
                onChange={(e) => setDraft({ ...draft, api_key: e.currentTarget.value })}
                error={fields.api_key}
                autoComplete="off"
                w={480}
              />
              <PasswordInput
                label={t('emailProvider.webhookKey')}
                description={savedHint(data.webhook_key_hint)}
                value={draft.webhook_signing_key}
                onChange={(e) => setDraft({ ...draft, webhook_signing_key: e.currentTarget.value })}
                error={fields.webhook_signing_key}
                autoComplete="off"
                w={480}
              />
              {data.previous_webhook_valid_until && (
                <Text size="sm">
                  {t('emailProvider.previousUntil', { until: at(data.previous_webhook_valid_until) })}
                </Text>
              )}
              <CopyField
                label={t('emailProvider.address')}
                value={address}
                description={t('emailProvider.addressHelp')}
                texts={{
                  copy: t('emailProvider.copyAddress'),
                  copied: t('emailProvider.copied'),
                  failed: t('emailProvider.copyFailed'),
                }}
              />
            </>
          )}
          <Group>
            <ConnectionTestButton
              run={() => callApi('emailProvider.test', {})}
              area="emailProvider"
              onOutcome={showAndReload}
            />
          </Group>
        </Stack>
      )}
    </FormPanel>
  );
}

function DeliveryEvents({ version }: { version: number }) {
  const { t } = useTranslation();
  const events = useCallData('emailProvider.events', {}, `email-events:${version}`);
  const at = useDates().at;
  return (
    <SectionPanel
      id="email-events"
      title={t('emailProvider.events')}
      intro={t('emailProvider.eventsIntro')}
      aside={
        <Button variant="default" size="xs" onClick={events.reload}>
          {t('emailProvider.refresh')}
        </Button>
      }
    >
      <LoadFailure title={t('emailProvider.events')} error={events.error} />
      {events.data?.length === 0 && <QuietText>{t('emailProvider.noEvents')}</QuietText>}
      {events.data && events.data.length > 0 && (
        <PlainTable
          aria-label={t('emailProvider.events')}
          rows={events.data}
          rowKey={(row) => row.id}
          columns={[
            { key: 'at', header: t('emailProvider.when'), cell: (row) => at(row.occurred_at) },
            {
              key: 'event',
              header: t('emailProvider.event'),
              cell: (row) => t(`emailProvider.eventNames.${row.event}`),
            },
            { key: 'to', header: t('emailProvider.recipient'), cell: (row) => row.recipient },
            {
              key: 'via',
              header: t('emailProvider.via'),
              cell: (row) => t(`emailProvider.providers.${row.provider}`),
            },
            { key: 'detail', header: t('emailProvider.detail'), cell: (row) => row.detail ?? '—' },
          ]}
        />
      )}
    </SectionPanel>
  );
}

function Suppressions({ version, onChanged }: { version: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const list = useCallData('emailProvider.suppressions', {}, `email-suppressions:${version}`);
  const at = useDates().at;
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [removing, setRemoving] = useState<Suppression | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const result = await callApi('emailProvider.addSuppression', { body: { email } });
    if (result.ok) {
      setEmail('');
      list.reload();
      onChanged();
    }
    setOutcome(outcomeOf(result, { success: t('emailProvider.suppressed', { email: email.trim() }) }));
  };
  const remove = async (row: Suppression) => {
    setBusy(true);
    try {
      const result = await callApi('emailProvider.removeSuppression', { params: { id: row.id } });
      setRemoving(null);
      if (result.ok) list.reload();
      setOutcome(outcomeOf(result, { success: t('emailProvider.unsuppressed', { email: row.email }) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionPanel
      id="email-suppressions"
      title={t('emailProvider.suppressions')}
      intro={t('emailProvider.suppressionsIntro')}
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <LoadFailure title={t('emailProvider.suppressions')} error={list.error} />
      <OutcomeLine
        outcome={outcome}
        onDismiss={() => setOutcome(null)}
        dismissLabel={t('emailProvider.dismiss')}
      />
      <Group align="flex-end">
        <TextInput
          label={t('emailProvider.addressToStop')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={outcome?.kind === 'refused' ? outcome.fields?.email : undefined}
          w={360}
        />
        <Button type="submit" variant="default">
          {t('emailProvider.suppress')}
        </Button>
      </Group>
      {list.data?.length === 0 && <QuietText>{t('emailProvider.noSuppressions')}</QuietText>}
      {list.data && list.data.length > 0 && (
        <PlainTable
          aria-label={t('emailProvider.suppressions')}
          rows={list.data}
          rowKey={(row) => row.id}
          columns={[
            { key: 'email', header: t('emailProvider.recipient'), cell: (row) => row.email },
            {
              key: 'reason',
              header: t('emailProvider.reason'),
              cell: (row) => t(`emailProvider.reasons.${row.reason}`),
            },
            { key: 'detail', header: t('emailProvider.detail'), cell: (row) => row.detail ?? '—' },
            { key: 'since', header: t('emailProvider.since'), cell: (row) => at(row.created_at) },
            {
              key: 'remove',
              header: t('emailProvider.actions'),
              cell: (row) => (
                <Button
                  size="xs"
                  variant="subtle"
                  aria-label={t('emailProvider.removeNamed', { email: row.email })}
                  onClick={() => setRemoving(row)}
                >
                  {t('emailProvider.remove')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('emailProvider.removeTitle')}
        confirmLabel={t('emailProvider.remove')}
        cancelLabel={t('emailProvider.cancel')}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
        busy={busy}
      >
        {t('emailProvider.removeBody', { email: removing?.email ?? '' })}
      </ConfirmDialog>
    </SectionPanel>
  );
}

export function EmailProviderScreen() {
  // A save or a suppression added here shows in the lists below at once.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  return (
    <Stack gap="xl">
      <Connection onChanged={changed} />
      <Suppressions version={version} onChanged={changed} />
      <DeliveryEvents version={version} />
    </Stack>
  );
}
