// Settings › Device (spec §2 /settings/device): this terminal's own settings — its name (sent with
// its requests, so the audit trail names it), the screen it opens on after sign-in, a chime on new
// bookings, the auto-lock — kept on this terminal only, and what it holds locally: its id, the
// offline mirror's size, the changes waiting to be sent and the last sync.
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUTO_LOCK_MAX_MINUTES,
  LANDING_SCREENS,
  TERMINAL_NAME_MAX,
  terminalLabel,
  type DeviceInfo,
  type DeviceSettings,
} from '../../../src-shared/device/device-settings.js';
import { fileSize } from '../../../src-shared/media/media-calls.js';
import { useDates } from '../../kit/dates.js';
import { playChime } from '../../device/device-services.js';
import { deviceSettingsAtom, saveDeviceSettings } from '../../device/device-state.js';
import { useData } from '../../data/use-data.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { useAtom } from '../../state/jotai.js';
import { venue } from '../../data/venue.js';
import { submitHandler } from '../../kit/submit-handler.js';
import { HeadingRow } from '../../kit/heading-row.js';

export function DeviceScreen() {
  const { t } = useTranslation();
  const [stored, setStored] = useAtom(deviceSettingsAtom);
  const dates = useDates();
  const [values, setValues] = useState<DeviceSettings>(stored);
  const [notice, setNotice] = useState<Notice | null>(null);
  const info = useData<DeviceInfo>(() => venue()['device.info'](), 'device-info', [
    'reservations',
    'clients',
  ]);
  const set = <K extends keyof DeviceSettings>(key: K, value: DeviceSettings[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function save() {
    const result = await saveDeviceSettings(values);
    if (!result.ok) {
      setNotice({ ok: false, text: result.error.message });
      return;
    }
    setStored(result.value);
    setValues(result.value);
    setNotice({ ok: true, text: t('device.saved') });
  }

  const d = info.data;
  const lastSync = d?.last_sync_at ? dates.at(d.last_sync_at) : t('device.never');
  const rows: [string, string][] = d
    ? [
        [t('device.terminalId'), d.terminal_id ?? t('device.noMirror')],
        [t('device.namedAs'), d.terminal_id ? terminalLabel(stored.terminal_name, d.terminal_id) : '—'],
        [t('device.mirrorSize'), d.mirror_bytes === null ? t('device.noMirror') : fileSize(d.mirror_bytes)],
        [t('device.pending'), String(d.pending)],
        [t('device.waitingForOthers'), String(d.waiting_for_others)],
        [t('device.lastSync'), lastSync],
        [t('device.connection'), t(`sync.${d.state}`)],
      ]
    : [];

  return (
    <Stack gap="md" maw={720}>
      <Text size="sm">{t('device.intro')}</Text>
      <form onSubmit={submitHandler(save)}>
        <Stack gap="sm">
          <TextInput
            label={t('device.terminalName')}
            description={t('device.terminalNameHint')}
            value={values.terminal_name}
            maxLength={TERMINAL_NAME_MAX}
            onChange={(e) => set('terminal_name', e.currentTarget.value)}
          />
          <Select
            label={t('device.landing')}
            value={values.landing_screen}
            allowDeselect={false}
            data={LANDING_SCREENS.map((s) => ({ value: s, label: t(`device.screens.${s}`) }))}
            onChange={(v) => v && set('landing_screen', v as DeviceSettings['landing_screen'])}
          />
          <Group align="flex-end">
            <Switch
              label={t('device.sound')}
              checked={values.sound_on_new_booking}
              onChange={(e) => set('sound_on_new_booking', e.currentTarget.checked)}
            />
            <Button variant="subtle" size="compact-sm" onClick={playChime}>
              {t('device.testSound')}
            </Button>
          </Group>
          <NumberInput
            label={t('device.autoLock')}
            description={t('device.autoLockHint')}
            value={values.auto_lock_minutes}
            min={0}
            max={AUTO_LOCK_MAX_MINUTES}
            allowDecimal={false}
            onChange={(v) => set('auto_lock_minutes', typeof v === 'number' ? v : Number(v))}
          />
          <NoticeLine notice={notice} onClose={() => setNotice(null)} />
          <Group justify="flex-end">
            <Button type="submit">{t('device.save')}</Button>
          </Group>
        </Stack>
      </form>
      <Paper withBorder p="sm" component="section" aria-labelledby="device-local">
        <HeadingRow
          id="device-local"
          order={3}
          size="h5"
          aside={
            <Button variant="subtle" size="compact-sm" onClick={info.reload}>
              {t('device.refresh')}
            </Button>
          }
        >
          {t('device.local')}
        </HeadingRow>
        {info.error && (
          <Text c="red.8" size="sm" role="alert">
            {info.error}
          </Text>
        )}
        <Table mt="xs" withRowBorders={false}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w={240} fw={500}>
                  {label}
                </Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
