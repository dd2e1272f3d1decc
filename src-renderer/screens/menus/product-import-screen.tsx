// Products › Import (/import): a CSV file of products is checked by the server row by row (the
// preview names each bad row's line, field and reason), then imported by a background job whose
// progress and result show here. Nothing is said to be imported until the server says so.
import { Alert, Badge, Button, FileInput, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_COLUMNS,
  type ImportJob,
  type ImportMode,
  type ImportPreview,
  type ImportRowError,
} from '../../../src-shared/menus/product-import.js';
import { callApi } from '../../data/call.js';
import { PlainTable } from '../../kit/plain-table.js';
import { PageFrame } from '../../pages/page-frame.js';
import { useCan } from '../../session/use-permissions.js';
import { useVenueCurrency } from '../../kit/venue-currency.js';
import { NoticeLine, useNotice } from './menu-notice.js';
import { QuietText } from '../../kit/quiet-text.js';

const POLL_MS = 1_000;
const ERRORS_SHOWN = 100;

function RowErrors({ errors, badRows }: { errors: readonly ImportRowError[]; badRows: number }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Stack gap={4}>
      <PlainTable
        striped
        aria-label={t('menus.import.errors')}
        maw={900}
        rows={errors.slice(0, ERRORS_SHOWN)}
        rowKey={(e, i) => `${e.line}-${e.field}-${i}`}
        columns={[
          { key: 'line', header: t('menus.import.line'), cell: (e) => e.line },
          { key: 'field', header: t('menus.import.field'), cell: (e) => e.field },
          { key: 'problem', header: t('menus.import.problem'), cell: (e) => e.message },
        ]}
      />
      {errors.length > ERRORS_SHOWN && (
        <QuietText>{t('menus.import.moreErrors', { shown: ERRORS_SHOWN, bad: badRows })}</QuietText>
      )}
    </Stack>
  );
}

function JobProgress({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const percent = job.rows === 0 ? 0 : Math.round((job.processed / job.rows) * 100);
  const colour = job.status === 'failed' ? 'red' : job.status === 'done' ? 'green' : 'blue';
  return (
    <Stack gap="xs" role="region" aria-label={t('menus.import.job')}>
      <Group gap="xs">
        <Badge color={colour} variant="light">
          {t(`menus.import.status.${job.status}`)}
        </Badge>
        <Text size="sm">
          {t('menus.import.counts', {
            processed: job.processed,
            rows: job.rows,
            created: job.created,
            refused: job.bad_rows,
          })}
        </Text>
      </Group>
      <Progress value={percent} color={colour} aria-label={t('menus.import.progress')} />
      {job.message && (
        <Alert color={colour} variant="light" py={6} role={job.status === 'failed' ? 'alert' : 'status'}>
          {job.message}
        </Alert>
      )}
      {(job.status === 'done' || job.status === 'failed') && (
        <RowErrors errors={job.errors} badRows={job.bad_rows} />
      )}
    </Stack>
  );
}

export function ProductImportScreen() {
  const { t } = useTranslation();
  const canManage = useCan('menus.manage');
  const { format } = useVenueCurrency();
  const { notice, setNotice, run } = useNotice();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mode, setMode] = useState<ImportMode>('skip_bad_rows');
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<ImportJob | null>(null);

  async function choose(picked: File | null) {
    setFile(picked);
    setPreview(null);
    setJob(null);
    setCsv(null);
    if (!picked) return;
    setBusy(true);
    const text = await picked.text();
    setCsv(text);
    const checked = await run(
      callApi('menus.productsImportPreview', { body: { csv: text, mode } }),
      t('menus.import.checkFailed'),
    );
    setBusy(false);
    if (checked) setPreview(checked);
  }

  async function start() {
    if (!csv) return;
    setBusy(true);
    const started = await run(
      callApi('menus.productsImport', { body: { csv, mode } }),
      t('menus.import.startFailed'),
      t('menus.import.started'),
    );
    setBusy(false);
    if (started) setJob(started);
  }

  // Follows the job until it is done or failed; a failed poll is shown and retried.
  const jobId = job?.id;
  const finished = job?.status === 'done' || job?.status === 'failed';
  useEffect(() => {
    if (!jobId || finished) return;
    const timer = setTimeout(() => {
      void callApi('menus.productsImportJob', { params: { jobId } }).then((result) => {
        if (result.ok) setJob(result.value);
        else
          setNotice({ ok: false, text: t('menus.import.progressFailed', { error: result.error.message }) });
      });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [jobId, finished, job, setNotice, t]);

  return (
    <PageFrame title={t('menus.import.title')} subtitle={t('menus.import.subtitle')}>
      <Stack gap="md" maw={900}>
        <Text size="sm">{t('menus.import.columns', { columns: IMPORT_COLUMNS.join(', ') })}</Text>
        <NoticeLine notice={notice} onClose={() => setNotice(null)} />
        <FileInput
          label={t('menus.import.file')}
          placeholder={t('menus.import.choose')}
          accept=".csv,text/csv"
          value={file}
          onChange={(f) => void choose(f)}
          clearable
          clearButtonProps={{ 'aria-label': t('menus.import.clear') }}
          disabled={!canManage || busy}
          maw={420}
        />
        {preview && (
          <Stack gap="sm" role="region" aria-label={t('menus.import.check')}>
            <Text size="sm" fw={600}>
              {t('menus.import.summary', {
                rows: preview.rows,
                valid: preview.valid,
                bad: preview.bad_rows,
              })}
            </Text>
            {preview.unknown_columns.length > 0 && (
              <QuietText>
                {t('menus.import.notRead', { columns: preview.unknown_columns.join(', ') })}
              </QuietText>
            )}
            {preview.sample.length > 0 && (
              <PlainTable
                aria-label={t('menus.import.sample')}
                maw={900}
                rows={preview.sample}
                rowKey={(r) => String(r.line)}
                columns={[
                  { key: 'line', header: t('menus.import.line'), cell: (r) => r.line },
                  { key: 'name', header: t('menus.import.name'), cell: (r) => r.name },
                  { key: 'price', header: t('menus.import.price'), cell: (r) => format(r.price) },
                  {
                    key: 'category',
                    header: t('menus.import.category'),
                    cell: (r) => r.category || t('menus.import.notOnMenu'),
                  },
                ]}
              />
            )}
            <RowErrors errors={preview.errors} badRows={preview.bad_rows} />
            <Radio.Group
              label={t('menus.import.mode')}
              value={mode}
              onChange={(v) => setMode(v as ImportMode)}
            >
              <Stack gap={6} mt={6}>
                <Radio value="skip_bad_rows" label={t('menus.import.skipBad')} />
                <Radio value="all_or_nothing" label={t('menus.import.allOrNothing')} />
              </Stack>
            </Radio.Group>
            <Group>
              <Button
                leftSection={<IconFileImport size={16} />}
                onClick={() => void start()}
                loading={busy}
                disabled={!canManage || preview.valid === 0 || (job !== null && !finished)}
              >
                {t('menus.import.button', {
                  count: mode === 'all_or_nothing' ? preview.rows : preview.valid,
                })}
              </Button>
            </Group>
          </Stack>
        )}
        {job && <JobProgress job={job} />}
      </Stack>
    </PageFrame>
  );
}
