// The widget settings form, one for the five widget types (spec §1 widget types, §3 widget config):
// look (colours, fonts, radius), texts and language for all, then each type's own fields; a field the
// server refused shows its message (the 422's errors are keyed by the field's path). The preview
// draws the widget with the form's look as a guest would see it.
import {
  Box,
  ColorInput,
  type ComboboxData,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../src-shared/schemas/envelope.js';
import { WIDGET_FONTS, type WidgetType } from '../../../src-shared/website/widget-config.js';
import type { WidgetConfigValue } from './widget-state.js';

/** The value at a dotted path of a config ('theme.colors.primary'). */
export function valueAt(config: WidgetConfigValue, path: string): unknown {
  let node: unknown = config;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

/** The string at a dotted path, or `fallback` when there is none. */
export function textAt(config: WidgetConfigValue, path: string, fallback = ''): string {
  const value = valueAt(config, path);
  return typeof value === 'string' ? value : fallback;
}

/** A copy of the config with the value at a dotted path replaced. */
export function withValueAt(config: WidgetConfigValue, path: string, value: unknown): WidgetConfigValue {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return config;
  if (rest.length === 0) return { ...config, [head]: value };
  const child = (config[head] ?? {}) as WidgetConfigValue;
  return { ...config, [head]: withValueAt(child, rest.join('.'), value) };
}

const FONT_STACKS: Record<string, string> = {
  Inter: 'Inter, system-ui, sans-serif',
  Georgia: 'Georgia, serif',
  Arial: 'Arial, sans-serif',
  Helvetica: 'Helvetica, Arial, sans-serif',
  'Times New Roman': '"Times New Roman", serif',
  Verdana: 'Verdana, sans-serif',
  'system-ui': 'system-ui, sans-serif',
};
const fontStack = (font: unknown) => FONT_STACKS[String(font)] ?? 'system-ui, sans-serif';

/** Relative luminance of #rrggbb (WCAG 2.2). */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return 1;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = parseInt(h ?? '0', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};
/** Black or white, whichever reads better on `background` (the preview's button text). */
export const readableOn = (background: string) =>
  contrast(background, '#000000') >= contrast(background, '#ffffff') ? '#000000' : '#ffffff';

/** The section each widget type adds to the form, by its key in `website.widgets.sections`. */
const OWN_SECTION: Record<WidgetType, string> = {
  reservation: 'booking',
  event: 'event',
  waitlist: 'waitlist',
  landingPage: 'page',
  customAudience: 'audience',
};

interface FormProps {
  type: WidgetType;
  config: WidgetConfigValue;
  onChange: (config: WidgetConfigValue) => void;
  errors: FieldErrors;
  disabled: boolean;
}

export function WidgetForm({ type, config, onChange, errors, disabled }: FormProps) {
  const { t } = useTranslation();
  const f = (key: string) => t(`website.widgets.fields.${key}`);
  const errorOf = (path: string) => errors[path]?.join(' ');
  const set = (path: string) => (value: unknown) => onChange(withValueAt(config, path, value));
  const str = (path: string) => textAt(config, path);
  const num = (path: string) => {
    const v = valueAt(config, path);
    return typeof v === 'number' ? v : '';
  };
  const bool = (path: string) => valueAt(config, path) === true;

  /** What every field shows alike: its label, the server's message for its path, and whether it may be changed. */
  const shown = (path: string, label: string) => ({ label: f(label), error: errorOf(path), disabled });
  /** A typed-in text's value and change, at its path. */
  const typed = (path: string) => ({
    value: str(path),
    onChange: (e: { currentTarget: { value: string } }) => set(path)(e.currentTarget.value),
  });

  const colour = (path: string, label: string) => (
    <ColorInput
      {...shown(path, label)}
      value={str(path)}
      onChange={set(path)}
      format="hex"
      withEyeDropper={false}
    />
  );
  /** A one-line input; `type` makes it a date or time input. */
  const text = (path: string, label: string, type?: 'date' | 'time') => (
    <TextInput type={type} {...shown(path, label)} {...typed(path)} />
  );
  const longText = (path: string, label: string) => (
    <Textarea {...shown(path, label)} {...typed(path)} autosize minRows={2} />
  );
  const number = (path: string, label: string, min: number, max: number) => (
    <NumberInput
      {...shown(path, label)}
      value={num(path)}
      onChange={(v) => set(path)(typeof v === 'number' ? v : Number(v) || 0)}
      min={min}
      max={max}
      allowDecimal={false}
    />
  );
  const toggle = (path: string, label: string) => (
    <Switch
      {...shown(path, label)}
      checked={bool(path)}
      onChange={(e) => set(path)(e.currentTarget.checked)}
    />
  );
  /** A pick of one of `data` (a font, the language); it cannot be left empty. */
  const choice = (path: string, label: string, data: ComboboxData) => (
    <Select
      {...shown(path, label)}
      data={data}
      value={str(path)}
      onChange={(v) => v && set(path)(v)}
      allowDeselect={false}
    />
  );
  const partySize = (
    <SimpleGrid cols={2}>
      {number('partySize.min', 'partyMin', 1, 100)}
      {number('partySize.max', 'partyMax', 1, 100)}
    </SimpleGrid>
  );
  /** One of the form's titled groups of fields, one under another. */
  const section = (name: string, fields: ReactNode) => (
    <Fieldset legend={t(`website.widgets.sections.${name}`)}>
      <Stack gap="xs">{fields}</Stack>
    </Fieldset>
  );
  /** The fields each widget type adds, in its own section (OWN_SECTION). */
  const ownFields = (): ReactNode => {
    switch (type) {
      case 'reservation':
        return (
          <>
            {partySize}
            {number('advanceDays', 'advanceDays', 1, 365)}
            {toggle('showSpecialRequests', 'specialRequests')}
            {toggle('offerWaitlist', 'offerWaitlist')}
          </>
        );
      case 'event':
        return (
          <>
            {text('event.name', 'eventName')}
            <SimpleGrid cols={2}>
              {text('event.date', 'eventDate', 'date')}
              {text('event.time', 'eventTime', 'time')}
              {number('event.durationMinutes', 'duration', 15, 720)}
              {number('event.capacity', 'capacity', 1, 10_000)}
            </SimpleGrid>
            {partySize}
          </>
        );
      case 'waitlist':
        return (
          <>
            {partySize}
            {number('maxPerDay', 'maxPerDay', 1, 500)}
          </>
        );
      case 'landingPage':
        return (
          <>
            {text('hero.heroTitle', 'heroTitle')}
            {longText('hero.heroSubtitle', 'heroSubtitle')}
            {text('hero.ctaText', 'ctaText')}
            {toggle('showHeader', 'showHeader')}
            {toggle('showFooter', 'showFooter')}
            {toggle('showReservationWidget', 'showReservationWidget')}
          </>
        );
      case 'customAudience':
        return (
          <>
            <TagsInput
              {...shown('audience.tags', 'tags')}
              description={f('tagsHint')}
              value={(valueAt(config, 'audience.tags') as string[] | undefined) ?? []}
              onChange={set('audience.tags')}
            />
            {longText('audience.message', 'message')}
          </>
        );
    }
  };

  return (
    <Stack gap="md">
      {toggle('enabled', 'enabled')}
      <Fieldset legend={t('website.widgets.sections.look')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {colour('theme.colors.primary', 'primary')}
          {colour('theme.colors.secondary', 'secondary')}
          {colour('theme.colors.background', 'background')}
          {colour('theme.colors.text', 'text')}
          {choice('theme.typography.headingFont', 'headingFont', [...WIDGET_FONTS])}
          {choice('theme.typography.bodyFont', 'bodyFont', [...WIDGET_FONTS])}
          {number('theme.radius', 'radius', 0, 24)}
          {choice('language', 'language', [
            { value: 'en', label: t('website.widgets.languages.en') },
            { value: 'fr', label: t('website.widgets.languages.fr') },
          ])}
        </SimpleGrid>
      </Fieldset>
      {section(
        'texts',
        <>
          {text('texts.title', 'title')}
          {longText('texts.intro', 'introText')}
          {text('texts.buttonLabel', 'buttonLabel')}
          {longText('texts.confirmation', 'confirmation')}
        </>,
      )}
      {section(OWN_SECTION[type], ownFields())}
    </Stack>
  );
}

/** The widget as a guest sees it, drawn with the form's colours, fonts, radius and texts. */
export function WidgetPreview({
  type,
  config,
  name,
}: {
  type: WidgetType;
  config: WidgetConfigValue;
  name: string;
}) {
  const { t } = useTranslation();
  const get = (path: string) => valueAt(config, path);
  const primary = textAt(config, 'theme.colors.primary', '#3B82F6');
  const background = textAt(config, 'theme.colors.background', '#ffffff');
  const textColour = textAt(config, 'theme.colors.text', '#1f2937');
  const radius = Number(get('theme.radius') ?? 8);
  const heading = fontStack(get('theme.typography.headingFont'));
  const body = fontStack(get('theme.typography.bodyFont'));
  const title =
    textAt(config, type === 'landingPage' ? 'hero.heroTitle' : 'texts.title', '') ||
    textAt(config, 'event.name', '') ||
    t('website.widgets.previewTitle');
  const intro = textAt(config, type === 'landingPage' ? 'hero.heroSubtitle' : 'texts.intro', '');
  const button =
    textAt(config, type === 'landingPage' ? 'hero.ctaText' : 'texts.buttonLabel', '') ||
    t('website.widgets.previewButton');
  const min = Number(get('partySize.min') ?? 1);
  const max = Number(get('partySize.max') ?? 8);
  const enabled = get('enabled') !== false;
  const band = (label: string) => (
    <Box
      px="sm"
      py={4}
      style={{ background: textAt(config, 'theme.colors.secondary', '#6B7280'), borderRadius: radius }}
    >
      <Text size="xs" c={readableOn(textAt(config, 'theme.colors.secondary', '#6B7280'))}>
        {label}
      </Text>
    </Box>
  );
  return (
    <Paper
      withBorder
      p="md"
      role="region"
      aria-label={t('website.widgets.previewLabel', { name })}
      data-testid="widget-preview"
      style={{ background, color: textColour, borderRadius: radius, fontFamily: body }}
    >
      <Stack gap="xs">
        {type === 'landingPage' && get('showHeader') !== false && band(t('website.widgets.previewHeader'))}
        <Title
          order={3}
          style={{ fontFamily: heading, color: textColour }}
          data-testid="widget-preview-title"
        >
          {title}
        </Title>
        {intro && <Text size="sm">{intro}</Text>}
        {'partySize' in config && (
          <Text size="sm" data-testid="widget-preview-party">
            {t('website.widgets.previewParty')}: {t('website.widgets.previewGuests', { min, max })}
          </Text>
        )}
        {type === 'reservation' && (
          <Text size="sm">
            {t('website.widgets.previewDays', { days: Number(get('advanceDays') ?? 60) })}
          </Text>
        )}
        {type === 'customAudience' && <Text size="sm">{textAt(config, 'audience.message', '')}</Text>}
        <Group>
          {enabled ? (
            <Box
              component="span"
              px="md"
              py={6}
              data-testid="widget-preview-button"
              style={{
                background: primary,
                color: readableOn(primary),
                borderRadius: radius,
                fontFamily: body,
                fontWeight: 600,
              }}
            >
              {button}
            </Box>
          ) : (
            <Text size="sm" fs="italic">
              {t('website.widgets.previewClosed')}
            </Text>
          )}
        </Group>
        {type === 'landingPage' && get('showFooter') !== false && band(t('website.widgets.previewFooter'))}
      </Stack>
    </Paper>
  );
}
