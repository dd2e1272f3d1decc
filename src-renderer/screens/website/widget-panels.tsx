// Settings › Website, the parts of a widget screen beside its form: the version history (restore),
// the widget templates (save as, apply) and the all-widgets overview of the widgets page.
import { Button, Fieldset, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useDates } from '../../kit/dates.js';
import type { WebsiteTemplate } from '../../../src-shared/website/template-calls.js';
import type { WidgetVersion } from '../../../src-shared/website/widget-calls.js';
import { WIDGET_TYPES, WIDGETS_PAGE, type WidgetType } from '../../../src-shared/website/widget-config.js';
import { callApi, useCallData } from '../../data/call.js';
import { consolePrefix } from '../../shell/console-paths.js';
import { ConfirmDialog } from '../../kit/confirm-dialog.js';
import { NameWithBadge } from '../../kit/name-badge.js';
import { NoticeLine, type Notice } from '../../shell/notice-line.js';
import { useStore } from '../../state/jotai.js';
import {
  useTrackedCall,
  useWidgetStatus,
  widgetConfigAtoms,
  type WidgetConfigValue,
} from './widget-state.js';
import { submitHandler } from '../../kit/submit-handler.js';

/** Each widget type's screen path under /settings/website/ (spec §2). */
export const WIDGET_SCREEN_PATHS: Record<WidgetType, string> = {
  reservation: 'reservation',
  event: 'event',
  waitlist: 'waitlist',
  landingPage: 'landingPageSetting',
  customAudience: 'customAudience',
};

function useStamp() {
  return useDates().at;
}

export function VersionHistory(props: {
  type: WidgetType;
  reloadKey: string;
  canRestore: boolean;
  onRestore: (version: WidgetVersion) => void;
}) {
  const { type, reloadKey, canRestore, onRestore } = props;
  const { t } = useTranslation();
  const stamp = useStamp();
  const loaded = useCallData(
    'website.widgetVersions',
    { params: { widgetType: type } },
    `${type}:${reloadKey}`,
  );
  const versions = loaded.data;
  const error = loaded.error;
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

export function WidgetTemplates(props: {
  type: WidgetType;
  config: WidgetConfigValue;
  canManage: boolean;
  busy: boolean;
  onApply: (template: WebsiteTemplate) => void;
}) {
  const { type, config, canManage, busy, onApply } = props;
  const { t } = useTranslation();
  const loaded = useCallData('website.templates', { query: { type: `widget-${type}` } }, type);
  const templates = loaded.data;
  const error = loaded.error;
  const [creating, setCreating] = useState(false);
  const [templateName, setTemplateName] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

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
    loaded.reload();
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
              <NameWithBadge
                size="sm"
                fw={600}
                name={tpl.template_name}
                badge={tpl.is_premium && t('website.widgets.templates.premium')}
              />
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
export function AllWidgets({ canManage, onReset }: { canManage: boolean; onReset: () => void }) {
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
        <form onSubmit={submitHandler(search)}>
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
      <ConfirmDialog
        opened={confirming}
        title={t('website.widgets.bulk.reset')}
        cancelLabel={t('website.widgets.bulk.cancel')}
        confirmLabel={t('website.widgets.bulk.confirmButton')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void resetAll()}
      >
        {t('website.widgets.bulk.confirm')}
      </ConfirmDialog>
    </Fieldset>
  );
}
