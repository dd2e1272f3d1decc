// Content blocks per page (heroTitle, heroSubtitle, mainContent, ctaText) with the version history
// and restore. A page the venue never saved starts from the default welcome content, labelled as a
// sample (spec §8); "Content updated successfully" shows only after the server saved it, and a
// refusal keeps the text in the form for a retry.
import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_PAGES,
  contentBlocksSchema,
  type ContentBlocks,
} from '../../../src-shared/website/website-schemas.js';
import { callApi, useCallData } from '../../data/call.js';
import {
  LoadFailed,
  PartLoad,
  MessageLine,
  PartTitle,
  useVenueWhen,
  useNoticeCall,
  refusalOf,
} from './template-parts.js';
import { QuietText } from '../../kit/quiet-text.js';

type Page = (typeof CONTENT_PAGES)[number];
const C = 'website.template.content';

export function ContentEditor({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const when = useVenueWhen();
  const [page, setPage] = useState<Page>('home');
  const content = useCallData('website.pageContent', { params: { page } }, page);
  const versions = useCallData('website.contentVersions', { params: { page } }, page);
  const { busy, notice, setNotice, run } = useNoticeCall<string | null>(null);
  const sample: ContentBlocks = {
    heroTitle: t(`${C}.sampleWelcome.heroTitle`),
    heroSubtitle: t(`${C}.sampleWelcome.heroSubtitle`),
    mainContent: t(`${C}.sampleWelcome.mainContent`),
    ctaText: t(`${C}.sampleWelcome.ctaText`),
  };
  const form = useForm<ContentBlocks>({ initialValues: sample, validate: zod4Resolver(contentBlocksSchema) });
  const loaded = content.data;
  const isSample = loaded !== null && loaded.blocks === null;
  const key = loaded ? `${loaded.page}:${loaded.version}` : 'loading';
  useEffect(() => {
    if (!loaded) return;
    form.setValues(loaded.blocks ?? sample);
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the page and its version
  }, [key]);

  function afterSave(okText: string) {
    setNotice({ kind: 'ok', text: okText });
    content.reload();
    versions.reload();
  }

  const save = (values: ContentBlocks) =>
    run(
      'save',
      () => callApi('website.updatePageContent', { params: { page }, body: values }),
      (message) => t(`${C}.saveFailed`, { message }),
      () => afterSave(t(`${C}.saved`)),
      (error) => refusalOf(form, error),
    );

  const restore = (versionId: string, from: number) =>
    run(
      versionId,
      () => callApi('website.restoreContent', { params: { page, versionId } }),
      (message) => t(`${C}.restoreFailed`, { message }),
      (value) => afterSave(t(`${C}.restored`, { from, version: value.version })),
    );

  const disabled = !canManage || loaded === null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="website-content">
      <PartTitle id="website-content">{t(`${C}.title`)}</PartTitle>
      <SegmentedControl
        aria-label={t(`${C}.page`)}
        value={page}
        onChange={(v) => {
          setPage(v as Page);
          setNotice(null);
        }}
        data={CONTENT_PAGES.map((p) => ({ value: p, label: t(`${C}.pages.${p}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <PartLoad state={content} part={t(`${C}.title`)} loading={t(`${C}.loading`)}>
        <>
          {isSample && (
            <Alert color="yellow" variant="light" title={t(`${C}.sampleTitle`)} data-testid="sample-content">
              {t(`${C}.sample`)}
            </Alert>
          )}
          <form onSubmit={form.onSubmit((v) => void save(v))} noValidate>
            <Stack gap="xs" maw={720}>
              <TextInput
                label={t(`${C}.heroTitle`)}
                withAsterisk
                disabled={disabled}
                {...form.getInputProps('heroTitle')}
              />
              <TextInput
                label={t(`${C}.heroSubtitle`)}
                disabled={disabled}
                {...form.getInputProps('heroSubtitle')}
              />
              <Textarea
                label={t(`${C}.mainContent`)}
                autosize
                minRows={3}
                disabled={disabled}
                {...form.getInputProps('mainContent')}
              />
              <TextInput label={t(`${C}.ctaText`)} disabled={disabled} {...form.getInputProps('ctaText')} />
              <Group>
                <Button type="submit" loading={busy === 'save'} disabled={disabled}>
                  {t(`${C}.save`)}
                </Button>
                {loaded && loaded.version > 0 && (
                  <QuietText>{t(`${C}.version`, { version: loaded.version })}</QuietText>
                )}
              </Group>
            </Stack>
          </form>
        </>
      </PartLoad>
      <MessageLine message={notice} />
      <Title order={4} size="h6">
        {t(`${C}.versions`)}
      </Title>
      {versions.error && versions.data === null ? (
        <LoadFailed part={t(`${C}.versions`)} error={versions.error} onRetry={versions.reload} />
      ) : (versions.data ?? []).length === 0 ? (
        <QuietText>
          {versions.loading ? <Loader size="xs" aria-label={t(`${C}.versions`)} /> : t(`${C}.noVersions`)}
        </QuietText>
      ) : (
        <Table withTableBorder striped aria-label={t(`${C}.versions`)} maw={720}>
          <Table.Tbody>
            {(versions.data ?? []).map((v, i) => (
              <Table.Tr key={v.id}>
                <Table.Td>{t(`${C}.version`, { version: v.version })}</Table.Td>
                <Table.Td>{t(`${C}.source.${v.source === 'restore' ? 'restore' : 'save'}`)}</Table.Td>
                <Table.Td>{when(v.created_at)}</Table.Td>
                <Table.Td>{typeof v.data['heroTitle'] === 'string' ? v.data['heroTitle'] : ''}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={!canManage || i === 0}
                    loading={busy === v.id}
                    onClick={() => void restore(v.id, v.version)}
                    aria-label={t(`${C}.restoreNamed`, { version: v.version })}
                  >
                    {t(`${C}.restore`)}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
