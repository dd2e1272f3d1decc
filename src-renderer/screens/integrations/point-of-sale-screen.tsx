// Settings › Integration › Point of sale (issue 34 §5): the POS connection (its webhook address, a
// secret made here and shown once, the window in which a check joins a booking), the mapping of the
// POS's table names to the floor plan's tables (a declared resource, <ResourceAdmin>), the names
// that would miss — no leader shows them — and the day's checks with the booking each landed on.
import { Badge, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE_PATH } from '../../../src-shared/constants.js';
import { POS_PREVIOUS_SECRET_HOURS, type PosTableTrap } from '../../../src-shared/pos/pos-entity.js';
import { posTableMapResource } from '../../../src-shared/pos/pos-table-map-resource.js';
import { restaurantIdOfUser } from '../../../src-shared/session-logic.js';
import { callApi, useCallData } from '../../data/call.js';
import { FormPanel } from '../../kit/form-panel.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { CopyField } from '../../kit/copy-field.js';
import { useDates } from '../../kit/dates.js';
import { LoadFailure } from '../../kit/load-failure.js';
import { outcomeOf, type Outcome } from '../../kit/outcome.js';
import { PlainTable } from '../../kit/plain-table.js';
import { QuietText } from '../../kit/quiet-text.js';
import { SectionPanel } from '../../kit/section-panel.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';
import { ResourceAdmin } from '../../resources/resource-admin.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';

type Minutes = { before: number | ''; after: number | '' };

function Connection() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const settings = useCallData('pos.settings', {}, 'pos-settings');
  const [minutes, setMinutes] = useState<Minutes | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const restaurantId = session?.user ? restaurantIdOfUser(session.user) : null;
  const data = settings.data;
  useEffect(() => {
    if (data && minutes === null)
      setMinutes({ before: data.window_before_min, after: data.window_after_min });
  }, [data, minutes]);

  const save = async () => {
    if (!minutes) return;
    const body = {
      ...(minutes.before === '' ? {} : { window_before_min: minutes.before }),
      ...(minutes.after === '' ? {} : { window_after_min: minutes.after }),
    };
    const result = await callApi('pos.updateSettings', { body });
    if (result.ok) settings.reload();
    setOutcome(outcomeOf(result, { success: t('pos.saved') }));
  };
  const rotate = async () => {
    setBusy(true);
    try {
      const result = await callApi('pos.rotateSecret', {});
      setAsking(false);
      if (result.ok) {
        setSecret(result.value.secret);
        settings.reload();
      }
      setOutcome(outcomeOf(result, { success: t('pos.secretMade') }));
    } finally {
      setBusy(false);
    }
  };

  const address = `${API_BASE_PATH}${(data?.webhook_path ?? '').replace('{restaurantId}', String(restaurantId ?? ''))}`;
  return (
    <FormPanel
      id="pos-connection"
      title={t('pos.connection')}
      intro={t('pos.connectionIntro')}
      loadError={settings.error}
      outcome={outcome}
      onDismiss={() => setOutcome(null)}
      dismissLabel={t('pos.dismiss')}
      onSave={save}
      saveLabel={minutes ? t('pos.saveWindow') : undefined}
    >
      {data && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={data.connected ? 'teal.9' : 'gray.7'} variant="filled">
              {data.connected ? t('pos.connected') : t('pos.notConnected')}
            </Badge>
            {data.secret_hint && <Text size="sm">{t('pos.secretEnds', { hint: data.secret_hint })}</Text>}
          </Group>
          <CopyField
            label={t('pos.address')}
            value={address}
            description={t('pos.addressHelp')}
            texts={{ copy: t('pos.copyAddress'), copied: t('pos.copied'), failed: t('pos.copyFailed') }}
          />
          {secret && (
            <CopyField
              label={t('pos.newSecret')}
              value={secret}
              description={t('pos.newSecretHelp')}
              texts={{ copy: t('pos.copySecret'), copied: t('pos.copied'), failed: t('pos.copyFailed') }}
            />
          )}
          <Group>
            <Button
              variant={data.connected ? 'default' : 'filled'}
              onClick={() => (data.connected ? setAsking(true) : void rotate())}
              loading={busy}
            >
              {data.connected ? t('pos.rotate') : t('pos.connect')}
            </Button>
          </Group>
          {minutes && (
            <Group align="flex-end">
              <NumberInput
                label={t('pos.before')}
                min={0}
                max={120}
                allowDecimal={false}
                value={minutes.before}
                error={outcome?.kind === 'refused' ? outcome.fields?.window_before_min : undefined}
                onChange={(v) => setMinutes({ ...minutes, before: typeof v === 'number' ? v : '' })}
                w={220}
              />
              <NumberInput
                label={t('pos.after')}
                min={0}
                max={180}
                allowDecimal={false}
                value={minutes.after}
                error={outcome?.kind === 'refused' ? outcome.fields?.window_after_min : undefined}
                onChange={(v) => setMinutes({ ...minutes, after: typeof v === 'number' ? v : '' })}
                w={220}
              />
            </Group>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={asking}
        title={t('pos.rotateTitle')}
        confirmLabel={t('pos.rotate')}
        cancelLabel={t('pos.cancel')}
        onConfirm={() => void rotate()}
        onCancel={() => setAsking(false)}
        busy={busy}
        destructive={false}
      >
        {t('pos.rotateBody', { hours: POS_PREVIOUS_SECRET_HOURS })}
      </ConfirmDialog>
    </FormPanel>
  );
}

function TableNames({ version }: { version: number }) {
  const { t } = useTranslation();
  const report = useCallData('pos.tables', {}, `pos-tables:${version}`);
  const trapText = (trap: PosTableTrap | null, suggestion: string | null) =>
    trap === null
      ? t('pos.traps.none')
      : trap === 'near_miss'
        ? t('pos.traps.near_miss', { table: suggestion ?? '' })
        : t(`pos.traps.${trap}`);
  return (
    <SectionPanel id="pos-table-names" title={t('pos.tableNames')} intro={t('pos.tableNamesIntro')}>
      <LoadFailure title={t('pos.tableNames')} error={report.error} />
      {report.data?.length === 0 && <QuietText>{t('pos.noTableNames')}</QuietText>}
      {report.data && report.data.length > 0 && (
        <PlainTable
          aria-label={t('pos.tableNames')}
          rows={report.data}
          rowKey={(row) => row.pos_table}
          columns={[
            { key: 'pos', header: t('pos.posTable'), cell: (row) => row.pos_table },
            { key: 'floor', header: t('pos.floorTable'), cell: (row) => row.table_name ?? '—' },
            { key: 'checks', header: t('pos.checksCount'), cell: (row) => row.checks },
            {
              key: 'trap',
              header: t('pos.problem'),
              cell: (row) => (
                <Group gap={4} wrap="nowrap">
                  {row.trap && <IconAlertTriangle size={16} aria-hidden />}
                  <Text size="sm" c="var(--venue-text-strong)" fw={row.trap ? 600 : undefined}>
                    {trapText(row.trap, row.suggestion)}
                  </Text>
                </Group>
              ),
            },
          ]}
        />
      )}
    </SectionPanel>
  );
}

function TodaysChecks() {
  const { t } = useTranslation();
  const checks = useCallData('pos.checks', { query: {} }, 'pos-checks');
  const money = useVenueCurrency();
  const at = useDates().at;
  return (
    <SectionPanel id="pos-checks" title={t('pos.checks')} intro={t('pos.checksIntro')}>
      <LoadFailure title={t('pos.checks')} error={checks.error} />
      {checks.data?.length === 0 && <QuietText>{t('pos.noChecks')}</QuietText>}
      {checks.data && checks.data.length > 0 && (
        <PlainTable
          aria-label={t('pos.checks')}
          rows={checks.data}
          rowKey={(row) => row.id}
          columns={[
            { key: 'opened', header: t('pos.opened'), cell: (row) => at(row.opened_at) },
            { key: 'pos', header: t('pos.posTable'), cell: (row) => row.pos_table },
            { key: 'floor', header: t('pos.floorTable'), cell: (row) => row.table_name ?? '—' },
            { key: 'booking', header: t('pos.booking'), cell: (row) => row.guest_name ?? t('pos.noBooking') },
            { key: 'status', header: t('pos.status'), cell: (row) => t(`pos.checkStatus.${row.status}`) },
            { key: 'total', header: t('pos.total'), cell: (row) => money.format(row.total_minor / 100) },
          ]}
        />
      )}
    </SectionPanel>
  );
}

export function PointOfSaleScreen() {
  // A mapping made or removed here changes what the table names report says.
  const [version, setVersion] = useState(0);
  return (
    <Stack gap="xl">
      <Connection />
      <ResourceAdmin resource={posTableMapResource} onChanged={() => setVersion((v) => v + 1)} />
      <TableNames version={version} />
      <TodaysChecks />
    </Stack>
  );
}
