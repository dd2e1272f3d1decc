// The template screen's current template and registry gallery: each template's name, description,
// version, tier, premium flag and features, with Assign. "Template assigned successfully" shows only
// after the server said so; a refusal shows the server's message and nothing changes.
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebsiteTemplate } from '../../../src-shared/website/template-calls.js';
import type { TemplateAssignment } from '../../../src-shared/website/website-schemas.js';
import { callApi } from '../../data/call.js';
import type { DataState } from '../../data/use-data.js';
import {
  MessageLine,
  PartLoad,
  PartTitle,
  SAMPLE_TEMPLATES,
  useVenueWhen,
  useNoticeCall,
} from './template-parts.js';
import { QuietText } from '../../kit/quiet-text.js';

export function CurrentTemplate({ current }: { current: DataState<TemplateAssignment | null> }) {
  const { t } = useTranslation();
  const when = useVenueWhen();
  const a = current.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="website-current">
      <PartTitle id="website-current">{t('website.template.current.title')}</PartTitle>
      <PartLoad
        state={current}
        part={t('website.template.current.title')}
        loading={t('website.template.current.loading')}
      >
        {a ? (
          <Group gap="sm">
            <Text fw={600} data-testid="current-template">
              {a.template_name}
            </Text>
            <QuietText>
              {t('website.template.current.activated', { when: when(a.activated_at), version: a.version })}
            </QuietText>
          </Group>
        ) : (
          <Text size="sm">{t('website.template.current.none')}</Text>
        )}
      </PartLoad>
    </Stack>
  );
}

function TemplateCard({
  template,
  current,
  canManage,
  busy,
  onAssign,
}: {
  template: WebsiteTemplate;
  current: boolean;
  canManage: boolean;
  busy: boolean;
  onAssign: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" role="article" aria-label={template.template_name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{template.template_name}</Text>
          {current && <Badge color="green">{t('website.template.gallery.current')}</Badge>}
        </Group>
        <Text size="sm">{template.template_description}</Text>
        <Group gap={6}>
          <Badge variant="outline" color="gray">
            {t('website.template.gallery.version', { version: template.template_version })}
          </Badge>
          <Badge variant="light" color="blue">
            {t('website.template.gallery.tier', { tier: template.pricing_tier })}
          </Badge>
          {template.is_premium && <Badge color="grape">{t('website.template.gallery.premium')}</Badge>}
        </Group>
        <Group gap={4} aria-label={t('website.template.gallery.features')}>
          {template.features.map((f) => (
            <Badge key={f} size="xs" variant="dot" color="gray">
              {f}
            </Badge>
          ))}
        </Group>
        <Button
          size="xs"
          variant={current ? 'default' : 'filled'}
          disabled={!canManage || current}
          loading={busy}
          onClick={onAssign}
          aria-label={t('website.template.gallery.assignNamed', { name: template.template_name })}
        >
          {t('website.template.gallery.assign')}
        </Button>
      </Stack>
    </Card>
  );
}

function SampleGallery() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="sample-templates">
      <Alert color="yellow" variant="light" title={t('website.template.gallery.samplesTitle')}>
        {t('website.template.gallery.samples')}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {SAMPLE_TEMPLATES.map((s) => (
          <Card key={s.id} withBorder padding="sm" role="article" aria-label={s.template_name}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{s.template_name}</Text>
              <Badge color="yellow">{t('website.template.gallery.sampleBadge')}</Badge>
            </Group>
            <Text size="sm">{s.template_description}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function TemplateGallery({
  templates,
  current,
  canManage,
  onAssigned,
}: {
  templates: DataState<WebsiteTemplate[]>;
  current: TemplateAssignment | null | undefined;
  canManage: boolean;
  onAssigned: (a: TemplateAssignment) => void;
}) {
  const { t } = useTranslation();
  const { busy, notice, setNotice, run } = useNoticeCall<string | null>(null);

  const assign = (template: WebsiteTemplate) =>
    run(
      template.id,
      () =>
        callApi('website.assignTemplate', {
          body: { templateId: template.id, ...(current ? { customConfig: current.custom_config } : {}) },
        }),
      (message) => t('website.template.gallery.assignFailed', { message }),
      (value) => {
        setNotice({ kind: 'ok', text: t('website.template.gallery.assigned') });
        onAssigned(value);
      },
    );

  const sites = (templates.data ?? []).filter((x) => x.template_type === 'website');
  return (
    <Stack gap="xs" component="section" aria-labelledby="website-gallery">
      <PartTitle id="website-gallery">{t('website.template.gallery.title')}</PartTitle>
      <MessageLine message={notice} />
      <PartLoad
        state={templates}
        part={t('website.template.gallery.title')}
        loading={t('website.template.gallery.loading')}
        failedToo={<SampleGallery />}
      >
        {sites.length === 0 ? (
          <SampleGallery />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {sites.map((x) => (
              <TemplateCard
                key={x.id}
                template={x}
                current={current?.template_id === x.id}
                canManage={canManage}
                busy={busy === x.id}
                onAssign={() => void assign(x)}
              />
            ))}
          </SimpleGrid>
        )}
      </PartLoad>
    </Stack>
  );
}
