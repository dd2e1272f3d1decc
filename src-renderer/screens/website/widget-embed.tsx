// Settings › Website, beside a widget's settings: where guests meet it. The page it opens (the venue's
// booking page, or its event page for the event widget) as a link to copy or open, and the snippet
// that embeds it in the venue's own website. Both come from the tenant API's own address (the page is
// served by the API, not the console), as Settings › QR codes has it.
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { embedSnippet, widgetPageLink } from '../../../src-shared/qr/booking-link.js';
import type { WidgetType } from '../../../src-shared/website/widget-config.js';
import { useCallData } from '../../data/call.js';
import { CopyField } from '../../kit/copy-field.js';
import { ErrorAlert } from '../../kit/error-alert.js';
import { TitledPanel } from '../../kit/titled-panel.js';

export function WidgetEmbed({ type }: { type: WidgetType }) {
  const { t } = useTranslation();
  const link = useCallData('qr.bookingLink', {}, 'booking-link');
  const page = type === 'event' ? 'event' : 'booking';
  return (
    <TitledPanel title={t(`website.embed.title.${page}`)} id="widget-embed">
      <Stack gap="sm">
        <ErrorAlert>{link.error && t('website.embed.loadFailed', { message: link.error })}</ErrorAlert>
        {!link.data && !link.error && <Loader size="sm" aria-label={t('website.embed.loading')} />}
        {link.data && (
          <>
            <CopyField
              label={t(`website.embed.link.${page}`)}
              value={widgetPageLink(link.data.url, type)}
              texts={{
                copy: t('website.embed.copyLink'),
                copied: t('website.embed.copied'),
                failed: t('website.embed.copyFailed'),
              }}
            />
            <Anchor href={widgetPageLink(link.data.url, type)} target="_blank" rel="noreferrer" size="sm">
              {t(`website.embed.open.${page}`)}
            </Anchor>
            <CopyField
              label={t('website.embed.snippet')}
              description={t('website.embed.snippetHint')}
              value={embedSnippet(link.data.script_url, type)}
              multiline
              texts={{
                copy: t('website.embed.copySnippet'),
                copied: t('website.embed.copied'),
                failed: t('website.embed.copyFailed'),
              }}
            />
            {(type === 'landingPage' || type === 'customAudience') && (
              <Text size="xs" c="dimmed">
                {t('website.embed.notOnPage')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </TitledPanel>
  );
}
