// Settings › QR codes (spec §2 /settings/generateQrCode): the code of the venue's booking link, drawn
// by the `qrcode` library with the size, colours, error correction and quiet zone staff choose,
// previewed as it will print and downloaded as PNG or SVG. Options that would not scan are refused
// by name before anything is drawn.
import { Anchor, Button, Group, Image, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallData } from '../../data/call.js';
import {
  DEFAULT_QR_OPTIONS,
  QR_LEVELS,
  QR_MAX_SIZE,
  QR_MIN_SIZE,
  qrFileName,
  qrOptionProblems,
  qrPngDataUrl,
  qrSvg,
  type QrLevel,
  type QrOptions,
} from './qr-code.js';
import { ColourField } from '../../kit/colour-field.js';
import { ErrorAlert } from '../../kit/error-alert.js';

/** Starts a download of `href` as `name` (a data or object URL). */
function download(href: string, name: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
}

export function QrCodeScreen() {
  const { t } = useTranslation();
  const link = useCallData('qr.bookingLink', {}, 'booking-link');
  const [options, setOptions] = useState<QrOptions>(DEFAULT_QR_OPTIONS);
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const problems = qrOptionProblems(options);
  const valid = Object.keys(problems).length === 0;
  const url = link.data?.url ?? null;

  useEffect(() => {
    if (!url || !valid) return;
    let live = true;
    qrPngDataUrl(url, options).then(
      (png) => live && setPreview(png),
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [url, valid, options]);

  const set = <K extends keyof QrOptions>(key: K, value: QrOptions[K]) => {
    setFailure(null);
    setOptions((o) => ({ ...o, [key]: value }));
  };

  async function downloadSvg() {
    if (!url || !link.data) return;
    try {
      const svg = await qrSvg(url, options);
      const href = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      download(href, qrFileName(link.data.slug, 'svg'));
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Stack gap="sm" maw={900}>
      <Text size="sm">{t('qr.intro')}</Text>
      <ErrorAlert>{link.error}</ErrorAlert>
      {link.data && (
        <Paper withBorder p="sm">
          <Text size="sm" fw={600}>
            {t('qr.link')}
          </Text>
          <Anchor
            href={link.data.url}
            target="_blank"
            rel="noreferrer"
            size="sm"
            style={{ wordBreak: 'break-all' }}
          >
            {link.data.url}
          </Anchor>
          {!link.data.widget_built && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('qr.futurePath')}
            </Text>
          )}
        </Paper>
      )}
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap="sm" w={300}>
          <NumberInput
            label={t('qr.size')}
            description={t('qr.sizeHint', { min: QR_MIN_SIZE, max: QR_MAX_SIZE })}
            value={options.size}
            min={QR_MIN_SIZE}
            max={QR_MAX_SIZE}
            step={64}
            suffix=" px"
            onChange={(v) => set('size', typeof v === 'number' ? v : Number(v))}
            error={problems.size}
          />
          {(['dark', 'light'] as const).map((key) => (
            <ColourField
              key={key}
              label={t(`qr.${key}`)}
              value={options[key]}
              onChange={(v) => set(key, v)}
              error={problems[key]}
              pickLabel={t('qr.pick', { field: t(`qr.${key}`) })}
            />
          ))}
          <Select
            label={t('qr.level')}
            description={t('qr.levelHint')}
            value={options.level}
            allowDeselect={false}
            data={(Object.keys(QR_LEVELS) as QrLevel[]).map((level) => ({
              value: level,
              label: t('qr.levelOption', { level, share: QR_LEVELS[level] }),
            }))}
            onChange={(v) => v && set('level', v as QrLevel)}
          />
          <NumberInput
            label={t('qr.margin')}
            value={options.margin}
            min={0}
            max={10}
            onChange={(v) => set('margin', typeof v === 'number' ? v : Number(v))}
            error={problems.margin}
          />
          <Button variant="subtle" onClick={() => setOptions(DEFAULT_QR_OPTIONS)}>
            {t('qr.reset')}
          </Button>
        </Stack>
        <Stack gap="sm" align="center">
          <Paper withBorder p="sm" w={320} h={320} style={{ display: 'grid', placeItems: 'center' }}>
            {preview && valid ? (
              <Image
                src={preview}
                alt={t('qr.previewAlt', { url: url ?? '' })}
                w={300}
                h={300}
                fit="contain"
              />
            ) : (
              <Text size="sm" c="dimmed" ta="center">
                {valid ? t('qr.drawing') : t('qr.fixOptions')}
              </Text>
            )}
          </Paper>
          <Group>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!valid || !preview || !link.data}
              onClick={() => preview && link.data && download(preview, qrFileName(link.data.slug, 'png'))}
            >
              {t('qr.downloadPng')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={!valid || !link.data}
              onClick={() => void downloadSvg()}
            >
              {t('qr.downloadSvg')}
            </Button>
          </Group>
          <ErrorAlert>{failure}</ErrorAlert>
        </Stack>
      </Group>
    </Stack>
  );
}
