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
  Fieldset,
  Grid,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { formatDisplayDate } from '../../../src-shared/dates.js';
import type { FieldErrors } from '../../../src-shared/schemas/envelope.js';
import { instantToVenueLocal } from '../../../src-shared/time.js';
import type { WebsiteTemplate } from '../../../src-shared/website/template-calls.js';
import type { WidgetVersion } from '../../../src-shared/website/widget-calls.js';
import { WIDGET_TYPES, WIDGETS_PAGE, type WidgetType } from '../../../src-shared/website/widget-config.js';
import { callApi } from '../../calls/call-api.js';
import { consolePrefix } from '../../reservations/console-paths.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useCan } from '../../session/use-permissions.js';
import { ConfirmModal } from '../../shell/confirm-modal.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { useUnsavedChanges } from '../../shell/unsaved-changes.js';
import { useAtomValue, useStore } from '../../state/jotai.js';
import { WidgetForm, WidgetPreview } from './widget-form.js';
import {
  useTrackedCall,
  useWidgetConfig,
  useWidgetConfigUpdates,
  useWidgetStatus,
  widgetConfigAtoms,
  type WidgetConfigValue,
} from './widget-state.js';

/** Each widget type's screen path under /settings/website/ (spec §2). */
export const WIDGET_SCREEN_PATHS: Record<WidgetType, string> = {
  reservation: 'reservation',
  event: 'event',
  waitlist: 'waitlist',
  landingPage: 'landingPageSetting',
  customAudience: 'customAudience',
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function useStamp() {
  const timeZone = useAtomValue(sessionAtom)?.grants?.time_zone ?? 'UTC';
  return (iso: string) => {
    const local = instantToVenueLocal(new Date(iso), timeZone);
    return `${formatDisplayDate(local.date)} ${local.time}`;
  };
}

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

  async function onRestore(version: WidgetVersion) {
    setNotice(null);
    const result = await restore(version.id);
    if (!result.ok)
      return setNotice({
        ok: false,
        text: t('website.widgets.history.restoreFailed', { message: result.error.message }),
      });
    discard();
    setHistoryKey((k) => k + 1);
    setNotice({
      ok: true,
      text: t('website.widgets.history.restored', { from: version.version, version: result.value.version }),
    });
  }

  async function onApply(template: WebsiteTemplate) {
    setNotice(null);
    const result = await applyTemplate(template.id);
    if (!result.ok)
      return setNotice({
        ok: false,
        text: t('website.widgets.templates.applyFailed', { message: result.error.message }),
      });
    discard();
    setHistoryKey((k) => k + 1);
    setNotice({
      ok: true,
      text: t('website.widgets.templates.applied', {
        name: template.template_name,
        version: result.value.version,
      }),
    });
  }

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
          <Text size="sm" c="dimmed">
            {t('website.widgets.intro', { name: name.toLowerCase() })}
          </Text>
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
            <Title order={3} size="h5">
              {t('website.widgets.preview')}
            </Title>
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

function VersionHistory(props: {
  type: WidgetType;
  reloadKey: string;
  canRestore: boolean;
  onRestore: (version: WidgetVersion) => void;
}) {
  const { type, reloadKey, canRestore, onRestore } = props;
  const { t } = useTranslation();
  const stamp = useStamp();
  const [versions, setVersions] = useState<WidgetVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void callApi('website.widgetVersions', { params: { widgetType: type } }).then((result) => {
      if (!live) return;
      if (result.ok) {
        setVersions(result.value);
        setError(null);
      } else setError(result.error.message);
    });
    return () => {
      live = false;
    };
  }, [type, reloadKey]);
  const sourceLabel = (source: string) =>
    t(`website.widgets.history.sources.${source}`, { defaultValue: source });
  return (
    <Fieldset legend={t('website.widgets.history.title')}>
      {error && (
        <Text size="sm" c="red" role="alert">
          {t('website.widgets.history.loadFailed', { message: error })}
        </Text>
      )}
      {versions?.length === 0 && <Text size="sm">{t('website.widgets.history.empty')}</Text>}
      {versions && versions.length > 0 && (
        <Table aria-label={t('website.widgets.history.title')} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('website.widgets.history.version')}</Table.Th>
              <Table.Th>{t('website.widgets.history.source')}</Table.Th>
              <Table.Th>{t('website.widgets.history.when')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('website.widgets.history.restore')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.slice(0, 10).map((v, i) => (
              <Table.Tr key={v.id}>
                <Table.Td>{v.version}</Table.Td>
                <Table.Td>{sourceLabel(v.source)}</Table.Td>
                <Table.Td>{stamp(v.createdAt)}</Table.Td>
                <Table.Td>
                  {i > 0 && canRestore && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => onRestore(v)}
                      aria-label={t('website.widgets.history.restoreLabel', { version: v.version })}
                    >
                      {t('website.widgets.history.restore')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Fieldset>
  );
}

function WidgetTemplates(props: {
  type: WidgetType;
  config: WidgetConfigValue;
  canManage: boolean;
  busy: boolean;
  onApply: (template: WebsiteTemplate) => void;
}) {
  const { type, config, canManage, busy, onApply } = props;
  const { t } = useTranslation();
  const [templates, setTemplates] = useState<WebsiteTemplate[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [creating, setCreating] = useState(false);
  const [templateName, setTemplateName] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    let live = true;
    void callApi('website.templates', { query: { type: `widget-${type}` } }).then((result) => {
      if (!live) return;
      if (result.ok) {
        setTemplates(result.value);
        setError(null);
      } else setError(result.error.message);
    });
    return () => {
      live = false;
    };
  }, [type, reload]);

  async function create() {
    setSaving(true);
    const result = await callApi('website.createTemplate', {
      body: {
        template_name: templateName,
        template_description: description,
        type: 'widget',
        widgetType: type,
        default_config: config,
      },
    });
    setSaving(false);
    if (!result.ok)
      return setNotice({
        ok: false,
        text: t('website.widgets.templates.createFailed', { message: result.error.message }),
      });
    setCreating(false);
    setTemplateName('');
    setDescription('');
    setReload((r) => r + 1);
    setNotice({
      ok: true,
      text: t('website.widgets.templates.created', { name: result.value.template_name }),
    });
  }

  return (
    <Fieldset legend={t('website.widgets.templates.title')}>
      <Stack gap="xs">
        <NoticeLine notice={notice} onClose={() => setNotice(null)} />
        {error && (
          <Text size="sm" c="red" role="alert">
            {t('website.widgets.templates.loadFailed', { message: error })}
          </Text>
        )}
        {templates?.length === 0 && <Text size="sm">{t('website.widgets.templates.empty')}</Text>}
        {templates?.map((tpl) => (
          <Group key={tpl.id} justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {tpl.template_name}{' '}
                {tpl.is_premium && (
                  <Badge size="xs" variant="light">
                    {t('website.widgets.templates.premium')}
                  </Badge>
                )}
              </Text>
              {tpl.template_description && (
                <Text size="xs" c="dimmed">
                  {tpl.template_description}
                </Text>
              )}
            </Stack>
            {canManage && (
              <Button
                size="compact-xs"
                variant="light"
                disabled={busy}
                onClick={() => onApply(tpl)}
                aria-label={t('website.widgets.templates.applyLabel', { name: tpl.template_name })}
              >
                {t('website.widgets.templates.apply')}
              </Button>
            )}
          </Group>
        ))}
        {canManage && !creating && (
          <Button
            size="xs"
            variant="default"
            onClick={() => setCreating(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('website.widgets.templates.saveAs')}
          </Button>
        )}
        {canManage && creating && (
          <Stack gap="xs">
            <TextInput
              label={t('website.widgets.templates.name')}
              value={templateName}
              onChange={(e) => setTemplateName(e.currentTarget.value)}
              required
            />
            <TextInput
              label={t('website.widgets.templates.description')}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            <Group gap="xs">
              <Button
                size="xs"
                onClick={() => void create()}
                loading={saving}
                disabled={!templateName.trim()}
              >
                {t('website.widgets.templates.create')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setCreating(false)}>
                {t('website.widgets.templates.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}

/** Bulk reset of every widget (ui/bulk, errors under 'bulk') and search of the saved settings ('search'). */
function AllWidgets({ canManage, onReset }: { canManage: boolean; onReset: () => void }) {
  const { t } = useTranslation();
  const store = useStore();
  const track = useTrackedCall();
  const status = useWidgetStatus();
  const prefix = consolePrefix(useLocation().pathname);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ type: WidgetType; matched: string }[] | null>(null);

  async function resetAll() {
    setConfirming(false);
    setNotice(null);
    const result = await track('bulk', () =>
      callApi('website.bulkUiConfig', {
        body: { updates: WIDGET_TYPES.map((section) => ({ page: WIDGETS_PAGE, section, config: {} })) },
      }),
    );
    if (!result.ok)
      return setNotice({
        ok: false,
        text: t('website.widgets.bulk.failed', { message: result.error.message }),
      });
    for (const row of result.value) {
      const type = row.type as WidgetType;
      if (!(WIDGET_TYPES as readonly string[]).includes(type)) continue;
      const before = store.get(widgetConfigAtoms[type]);
      store.set(widgetConfigAtoms[type], {
        config: row.config,
        version: row.version,
        saved: true,
        remoteStamp: before?.remoteStamp ?? 0,
      });
    }
    onReset();
    setNotice({ ok: true, text: t('website.widgets.bulk.done', { count: result.value.length }) });
  }

  async function search() {
    if (!query.trim()) return;
    const result = await track('search', () =>
      callApi('website.searchUiConfig', { query: { q: query, page: WIDGETS_PAGE } }),
    );
    setResults(
      result.ok
        ? result.value
            .filter((r) => (WIDGET_TYPES as readonly string[]).includes(r.section))
            .map((r) => ({ type: r.section as WidgetType, matched: r.matched }))
        : null,
    );
  }

  const searchError = status.errors.search;
  return (
    <Fieldset legend={t('website.widgets.bulk.title')}>
      <Stack gap="sm">
        <NoticeLine notice={notice} onClose={() => setNotice(null)} />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('website.widgets.search.label')}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              w={320}
            />
            <Button type="submit" variant="default" loading={status.loading.search === true}>
              {t('website.widgets.search.button')}
            </Button>
          </Group>
        </form>
        {searchError && (
          <Text size="sm" c="red" role="alert">
            {t('website.widgets.search.failed', { message: searchError.message })}
          </Text>
        )}
        {results?.length === 0 && <Text size="sm">{t('website.widgets.search.none')}</Text>}
        {results && results.length > 0 && (
          <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {results.map((r) => (
              <li key={r.type}>
                <Link to={`${prefix}/settings/website/${WIDGET_SCREEN_PATHS[r.type]}`}>
                  {t('website.widgets.search.result', {
                    name: t(`website.widgets.names.${r.type}`),
                    matched: t(
                      r.matched === 'section'
                        ? 'website.widgets.search.matchedSection'
                        : 'website.widgets.search.matchedConfig',
                    ),
                  })}
                </Link>
              </li>
            ))}
          </Stack>
        )}
        {canManage && (
          <Button
            color="red"
            variant="light"
            onClick={() => setConfirming(true)}
            loading={status.loading.bulk === true}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('website.widgets.bulk.reset')}
          </Button>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('website.widgets.bulk.reset')}
        cancelLabel={t('website.widgets.bulk.cancel')}
        confirmLabel={t('website.widgets.bulk.confirmButton')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void resetAll()}
      >
        {t('website.widgets.bulk.confirm')}
      </ConfirmModal>
    </Fieldset>
  );
}

export const ReservationWidgetScreen = () => <WidgetSettingsScreen type="reservation" />;
export const EventWidgetScreen = () => <WidgetSettingsScreen type="event" />;
export const WaitlistWidgetScreen = () => <WidgetSettingsScreen type="waitlist" />;
export const LandingPageWidgetScreen = () => <WidgetSettingsScreen type="landingPage" />;
export const CustomAudienceWidgetScreen = () => <WidgetSettingsScreen type="customAudience" />;
