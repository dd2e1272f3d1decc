// Settings › Website: the five widget settings screens (spec §2 /settings/website/…, §3 widget config,
// §4 real-time channel, §8 widget failures), one screen parameterised by widget type. The form edits a
// draft over the cached config; Save, Apply (a template) and Restore (a version) go to the tenant API
// and a refusal shows the server's message with the edit kept — never a success it did not get. A save
// on another console arrives through the realtime channel: the form follows it, or says so when it
// holds unsaved edits.
import {
  Alert,
  Badge,
  Button,
  Center,
  Divider,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IpcResult } from '../../../src-shared/ipc/channels.js';
import type { FieldErrors } from '../../../src-shared/schemas/envelope.js';
import type { WebsiteTemplate } from '../../../src-shared/website/template-calls.js';
import type { WidgetVersion } from '../../../src-shared/website/widget-calls.js';
import { type WidgetType } from '../../../src-shared/website/widget-config.js';
import { useCan } from '../../session/use-permissions.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { useUnsavedChanges } from '../../shell/unsaved-changes.js';
import { WidgetEmbed } from './widget-embed.js';
import { WidgetForm, WidgetPreview } from './widget-form.js';
import {
  useWidgetConfig,
  useWidgetConfigUpdates,
  useWidgetStatus,
  type WidgetConfigValue,
} from './widget-state.js';

import { AllWidgets, VersionHistory, WidgetTemplates } from './widget-panels.js';
import { QuietText } from '../../kit/quiet-text.js';
import { SubHeading } from '../../kit/sub-heading.js';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Draft {
  config: WidgetConfigValue;
  /** The cache's remote stamp when editing began: a newer one means another console saved meanwhile. */
  baseStamp: number;
}

function WidgetSettingsScreen({ type }: { type: WidgetType }) {
  const { t } = useTranslation();
  const name = t(`website.widgets.names.${type}`);
  const canManage = useCan('settings.manage');
  const { cached, load, save, restore, applyTemplate } = useWidgetConfig(type);
  const status = useWidgetStatus();
  const busy = status.loading[type] === true;
  const [draft, setDraft] = useState<Draft | null>(null);
  // A save's outcome is shown by the Save button; a restore's, an apply's or another console's change
  // beside the preview and history, where it was asked for.
  const [notice, setNoticeState] = useState<(Notice & { where: 'save' | 'side' }) | null>(null);
  const setNotice = (n: Notice | null, where: 'save' | 'side' = 'side') =>
    setNoticeState(n && { ...n, where });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [historyKey, setHistoryKey] = useState(0);

  useWidgetConfigUpdates(
    useCallback(
      (updated: WidgetType) => {
        setHistoryKey((k) => k + 1);
        if (updated === type)
          setNoticeState({ ok: true, text: t('website.widgets.updatedElsewhere'), where: 'side' });
      },
      [type, t],
    ),
  );
  useEffect(() => {
    void load();
  }, [load]);

  const dirty = draft !== null && cached !== null && !sameJson(draft.config, cached.config);
  const changedElsewhere = dirty && cached.remoteStamp !== draft.baseStamp;
  useUnsavedChanges(name, dirty);
  const config = draft?.config ?? cached?.config;

  const edit = (next: WidgetConfigValue) => {
    setDraft((d) => ({ config: next, baseStamp: d?.baseStamp ?? cached?.remoteStamp ?? 0 }));
    setNotice(null);
  };
  const discard = () => {
    setDraft(null);
    setFieldErrors({});
  };

  async function onSave() {
    if (!draft) return;
    setNotice(null);
    const result = await save(draft.config);
    if (!result.ok) {
      setFieldErrors(result.error.errors ?? {});
      setNotice(
        { ok: false, text: t('website.widgets.saveFailed', { message: result.error.message }) },
        'save',
      );
      return;
    }
    setDraft(null);
    setFieldErrors({});
    setHistoryKey((k) => k + 1);
    setNotice(
      { ok: true, text: t('website.widgets.saved', { name, version: result.value.version }) },
      'save',
    );
  }

  /** A restore or an applied template makes a new version: the draft goes and the history reloads. */
  async function newVersion(
    call: Promise<IpcResult<{ version: number }>>,
    failedKey: string,
    done: (version: number) => string,
  ) {
    setNotice(null);
    const result = await call;
    if (!result.ok) return setNotice({ ok: false, text: t(failedKey, { message: result.error.message }) });
    discard();
    setHistoryKey((k) => k + 1);
    setNotice({ ok: true, text: done(result.value.version) });
  }

  const onRestore = (version: WidgetVersion) =>
    newVersion(restore(version.id), 'website.widgets.history.restoreFailed', (next) =>
      t('website.widgets.history.restored', { from: version.version, version: next }),
    );
  const onApply = (template: WebsiteTemplate) =>
    newVersion(applyTemplate(template.id), 'website.widgets.templates.applyFailed', (next) =>
      t('website.widgets.templates.applied', { name: template.template_name, version: next }),
    );

  const loadError = status.errors[type];
  if (!config)
    return loadError ? (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('website.widgets.loadFailed', { name, message: loadError.message })}</Text>
          <Button size="xs" variant="light" onClick={() => void load()}>
            {t('website.widgets.retry')}
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Center h={200}>
        <Loader size="sm" aria-label={t('website.widgets.loading', { name })} />
      </Center>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {name}
          </Title>
          <QuietText>{t('website.widgets.intro', { name: name.toLowerCase() })}</QuietText>
        </Stack>
        <Group gap="xs">
          {cached && !cached.saved && <Badge variant="light">{t('website.widgets.notSaved')}</Badge>}
          {cached?.saved && (
            <Badge variant="outline">{t('website.widgets.versionLine', { version: cached.version })}</Badge>
          )}
          {dirty && <Badge color="orange">{t('website.widgets.unsaved')}</Badge>}
        </Group>
      </Group>
      {changedElsewhere && (
        <Alert color="yellow" variant="light" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('website.widgets.changedElsewhere')}</Text>
            <Button size="xs" variant="light" onClick={discard}>
              {t('website.widgets.reload')}
            </Button>
          </Group>
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <WidgetForm
              type={type}
              config={config}
              onChange={edit}
              errors={fieldErrors}
              disabled={!canManage || busy}
            />
            <NoticeLine notice={notice?.where === 'save' ? notice : null} onClose={() => setNotice(null)} />
            {canManage && (
              <Group>
                <Button onClick={() => void onSave()} loading={busy} disabled={!dirty}>
                  {t('website.widgets.save')}
                </Button>
                <Button variant="default" onClick={discard} disabled={!dirty || busy}>
                  {t('website.widgets.discard')}
                </Button>
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <WidgetEmbed type={type} />
            <SubHeading>{t('website.widgets.preview')}</SubHeading>
            <WidgetPreview type={type} config={config} name={name} />
            <NoticeLine notice={notice?.where === 'side' ? notice : null} onClose={() => setNotice(null)} />
            <VersionHistory
              type={type}
              reloadKey={`${historyKey}:${cached?.version ?? 0}`}
              canRestore={canManage && !busy}
              onRestore={(v) => void onRestore(v)}
            />
            <WidgetTemplates
              type={type}
              config={config}
              canManage={canManage}
              busy={busy}
              onApply={(tpl) => void onApply(tpl)}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <Divider />
      <AllWidgets canManage={canManage} onReset={discard} />
    </Stack>
  );
}

export const ReservationWidgetScreen = () => <WidgetSettingsScreen type="reservation" />;
export const EventWidgetScreen = () => <WidgetSettingsScreen type="event" />;
export const WaitlistWidgetScreen = () => <WidgetSettingsScreen type="waitlist" />;
export const LandingPageWidgetScreen = () => <WidgetSettingsScreen type="landingPage" />;
export const CustomAudienceWidgetScreen = () => <WidgetSettingsScreen type="customAudience" />;
