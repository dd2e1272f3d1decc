// Products › Import (/import): a CSV file of products is checked by the server row by row (the
// preview names each bad row's line, field and reason), then imported by a background job whose
// progress and result show here. Nothing is said to be imported until the server says so.
import { Alert, Badge, Button, FileInput, Group, Progress, Radio, Stack, Table, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  IMPORT_COLUMNS,
  type ImportJob,
  type ImportMode,
  type ImportPreview,
  type ImportRowError,
} from '../../../src-shared/menus/product-import.js';
import { callApi } from '../../calls/call-api.js';
import { PageFrame } from '../../pages/page-frame.js';
import { useCan } from '../../session/use-permissions.js';
import { useVenueCurrency } from '../money/venue-currency.js';
import { NoticeLine, useNotice } from './menu-notice.js';

const POLL_MS = 1_000;
const ERRORS_SHOWN = 100;
const importLabel = (n: number) => `Import ${n} ${n === 1 ? 'product' : 'products'}`;

function RowErrors({ errors, badRows }: { errors: readonly ImportRowError[]; badRows: number }) {
  if (errors.length === 0) return null;
  return (
    <Stack gap={4}>
      <Table striped aria-label="Rows with errors" maw={900}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.slice(0, ERRORS_SHOWN).map((e, i) => (
            <Table.Tr key={`${e.line}-${e.field}-${i}`}>
              <Table.Td>{e.line}</Table.Td>
              <Table.Td>{e.field}</Table.Td>
              <Table.Td>{e.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {errors.length > ERRORS_SHOWN && (
        <Text size="sm" c="dimmed">
          The first {ERRORS_SHOWN} problems of {badRows} bad rows are shown.
        </Text>
      )}
    </Stack>
  );
}

function JobProgress({ job }: { job: ImportJob }) {
  const percent = job.rows === 0 ? 0 : Math.round((job.processed / job.rows) * 100);
  const colour = job.status === 'failed' ? 'red' : job.status === 'done' ? 'green' : 'blue';
  return (
    <Stack gap="xs" role="region" aria-label="Import job">
      <Group gap="xs">
        <Badge color={colour} variant="light">
          {job.status === 'queued'
            ? 'Queued'
            : job.status === 'running'
              ? 'Importing'
              : job.status === 'done'
                ? 'Done'
                : 'Failed'}
        </Badge>
        <Text size="sm">
          {job.processed} of {job.rows} rows · {job.created} products created · {job.bad_rows} rows refused
        </Text>
      </Group>
      <Progress value={percent} color={colour} aria-label="Import progress" />
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
      'Failed to check the file',
    );
    setBusy(false);
    if (checked) setPreview(checked);
  }

  async function start() {
    if (!csv) return;
    setBusy(true);
    const started = await run(
      callApi('menus.productsImport', { body: { csv, mode } }),
      'Failed to start the import',
      'Import started',
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
        else setNotice({ ok: false, text: `Failed to fetch the import's progress: ${result.error.message}` });
      });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [jobId, finished, job, setNotice]);

  return (
    <PageFrame
      title="Import products"
      subtitle="A CSV file of products: checked row by row, then imported in the background"
    >
      <Stack gap="md" maw={900}>
        <Text size="sm">
          Columns: {IMPORT_COLUMNS.join(', ')}. Name and price are required; category and sub_category take a
          name or an id; allergens and diet_preferences are lists separated by ; (for example milk;eggs).
        </Text>
        <NoticeLine notice={notice} onClose={() => setNotice(null)} />
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          value={file}
          onChange={(f) => void choose(f)}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
          disabled={!canManage || busy}
          maw={420}
        />
        {preview && (
          <Stack gap="sm" role="region" aria-label="Check of the file">
            <Text size="sm" fw={600}>
              {preview.rows} rows: {preview.valid} ready to import, {preview.bad_rows} with errors
            </Text>
            {preview.unknown_columns.length > 0 && (
              <Text size="sm" c="dimmed">
                Not read: {preview.unknown_columns.join(', ')}
              </Text>
            )}
            {preview.sample.length > 0 && (
              <Table aria-label="First rows to import" maw={900}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Line</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Price</Table.Th>
                    <Table.Th>Category</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.sample.map((r) => (
                    <Table.Tr key={r.line}>
                      <Table.Td>{r.line}</Table.Td>
                      <Table.Td>{r.name}</Table.Td>
                      <Table.Td>{format(r.price)}</Table.Td>
                      <Table.Td>{r.category || 'Not on a menu'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <RowErrors errors={preview.errors} badRows={preview.bad_rows} />
            <Radio.Group
              label="When some rows have errors"
              value={mode}
              onChange={(v) => setMode(v as ImportMode)}
            >
              <Stack gap={6} mt={6}>
                <Radio value="skip_bad_rows" label="Import the good rows and skip the bad ones" />
                <Radio value="all_or_nothing" label="All or nothing: import only if every row is good" />
              </Stack>
            </Radio.Group>
            <Group>
              <Button
                leftSection={<IconFileImport size={16} />}
                onClick={() => void start()}
                loading={busy}
                disabled={!canManage || preview.valid === 0 || (job !== null && !finished)}
              >
                {importLabel(mode === 'all_or_nothing' ? preview.rows : preview.valid)}
              </Button>
            </Group>
          </Stack>
        )}
        {job && <JobProgress job={job} />}
      </Stack>
    </PageFrame>
  );
}
