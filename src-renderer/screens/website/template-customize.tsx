// The assigned template's customization (spec §3 Default customization; template state's colours,
// typography, components, layout, responsive) with a live preview. "Customization updated
// successfully" shows only after the server confirmed; a refusal shows the server's message (and
// field messages) and the edit stays in the form for a retry.
import {
  Alert,
  Box,
  Button,
  ColorInput,
  Group,
  Select,
  type SelectProps,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGET_FONTS } from '../../../src-shared/website/widget-config.js';
import {
  customizationSchema,
  defaultCustomization,
  type Customization,
  type TemplateAssignment,
} from '../../../src-shared/website/website-schemas.js';
import { callApi } from '../../data/call.js';
import { MessageLine, PartTitle, refusalOf, fontStack, readableOn, useNoticeCall } from './template-parts.js';

const FONTS = WIDGET_FONTS.map((f) => ({ value: f, label: f }));

function Preview({ values }: { values: Customization }) {
  const { t } = useTranslation();
  const { primary, secondary } = values.colors;
  return (
    <Box
      role="img"
      aria-label={t('website.template.customize.preview')}
      data-testid="customization-preview"
      style={{ border: `2px solid ${secondary}`, borderRadius: 8, overflow: 'hidden', background: '#ffffff' }}
    >
      {values.components.showHeader && (
        <Box
          px="sm"
          py={6}
          style={{
            background: primary,
            color: readableOn(primary),
            fontFamily: fontStack(values.typography.headingFont),
          }}
        >
          {t('website.template.customize.previewHeading')}
        </Box>
      )}
      <Stack gap={6} p="sm">
        <Text style={{ fontFamily: fontStack(values.typography.headingFont), color: '#111827' }} fw={700}>
          {t('website.template.customize.previewHeading')}
        </Text>
        <Text size="sm" style={{ fontFamily: fontStack(values.typography.bodyFont), color: '#1f2937' }}>
          {t('website.template.customize.previewBody')}
        </Text>
        <Box
          component="span"
          px="sm"
          py={4}
          style={{
            background: secondary,
            color: readableOn(secondary),
            borderRadius: 6,
            alignSelf: 'flex-start',
            fontSize: 14,
          }}
        >
          {t('website.template.customize.previewButton')}
        </Box>
      </Stack>
      {values.components.showFooter && <Box style={{ background: secondary, height: 10 }} />}
    </Box>
  );
}

export function CustomizationForm({
  current,
  canManage,
  onSaved,
}: {
  current: TemplateAssignment | null;
  canManage: boolean;
  onSaved: (a: TemplateAssignment) => void;
}) {
  const { t } = useTranslation();
  const { busy, notice, setNotice, run } = useNoticeCall(false);
  const form = useForm<Customization>({
    initialValues: current?.custom_config ?? defaultCustomization(),
    validate: zod4Resolver(customizationSchema),
  });
  const key = current ? `${current.id}:${current.version}` : 'none';
  useEffect(() => {
    // A newly loaded or assigned template restarts the form; a failed save keeps it as typed.
    form.setValues(current?.custom_config ?? defaultCustomization());
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the assignment's id and version
  }, [key]);

  const save = (values: Customization) =>
    run(
      true,
      () => callApi('website.customize', { body: values }),
      (message) => t('website.template.customize.saveFailed', { message }),
      (value) => {
        setNotice({ kind: 'ok', text: t('website.template.customize.saved') });
        onSaved(value);
      },
      (error) => refusalOf(form, error),
    );

  const c = 'website.template.customize';
  const options = (group: 'widths' | 'spacings' | 'menus', values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`${c}.${group}.${v}`) }));
  const disabled = !canManage || !current;
  type Path = Parameters<typeof form.getInputProps>[0];
  const colour = (label: 'primary' | 'secondary', path: Path) => (
    <ColorInput label={t(`${c}.${label}`)} disabled={disabled} {...form.getInputProps(path)} />
  );
  const choice = (
    label: 'headingFont' | 'bodyFont' | 'containerWidth' | 'spacing' | 'mobileMenu',
    path: Path,
    data: SelectProps['data'],
  ) => (
    <Select
      label={t(`${c}.${label}`)}
      data={data}
      allowDeselect={false}
      disabled={disabled}
      {...form.getInputProps(path)}
    />
  );
  const toggle = (label: 'showHeader' | 'showFooter' | 'hideHero', path: Path) => (
    <Switch
      label={t(`${c}.${label}`)}
      disabled={disabled}
      {...form.getInputProps(path, { type: 'checkbox' })}
    />
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby="website-customize">
      <PartTitle id="website-customize">{t(`${c}.title`)}</PartTitle>
      {!current && (
        <Alert color="gray" variant="light">
          {t(`${c}.needsTemplate`)} {t(`${c}.defaultsNote`)}
        </Alert>
      )}
      <form onSubmit={form.onSubmit((v) => void save(v))} noValidate>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap="xs" style={{ flex: '1 1 360px' }}>
            <SimpleGrid cols={2}>
              {colour('primary', 'colors.primary')}
              {colour('secondary', 'colors.secondary')}
              {choice('headingFont', 'typography.headingFont', FONTS)}
              {choice('bodyFont', 'typography.bodyFont', FONTS)}
              {choice(
                'containerWidth',
                'layout.containerWidth',
                options('widths', ['boxed', 'wide', 'full']),
              )}
              {choice(
                'spacing',
                'layout.spacing',
                options('spacings', ['compact', 'comfortable', 'spacious']),
              )}
              {choice('mobileMenu', 'responsive.mobileMenu', options('menus', ['hamburger', 'tabs']))}
            </SimpleGrid>
            {toggle('showHeader', 'components.showHeader')}
            {toggle('showFooter', 'components.showFooter')}
            {toggle('hideHero', 'responsive.hideHeroImageOnMobile')}
          </Stack>
          <Stack gap={4} style={{ flex: '0 1 280px' }}>
            <Title order={4} size="h6">
              {t(`${c}.preview`)}
            </Title>
            <Preview values={form.values} />
          </Stack>
        </Group>
        <Group mt="sm">
          <Button type="submit" loading={busy} disabled={disabled}>
            {t(`${c}.save`)}
          </Button>
        </Group>
      </form>
      <MessageLine message={notice} />
    </Stack>
  );
}
