// Two registry templates side by side: features and components each has or both have, and their
// config setting by setting (the server's comparison).
import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebsiteTemplate } from '../../../src-shared/website/template-calls.js';
import type { TemplateComparison } from '../../../src-shared/website/website-schemas.js';
import { callApi } from '../../data/call.js';
import { MessageLine, PartTitle, useNoticeCall } from './template-parts.js';

const C = 'website.template.compare';

function Split({
  label,
  split,
  a,
  b,
}: {
  label: string;
  split: TemplateComparison['features'];
  a: string;
  b: string;
}) {
  const { t } = useTranslation();
  const list = (xs: string[]) => (xs.length > 0 ? xs.join(', ') : t(`${C}.none`));
  return (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>{list(split.both)}</Table.Td>
      <Table.Td aria-label={t(`${C}.onlyIn`, { name: a })}>{list(split.onlyA)}</Table.Td>
      <Table.Td aria-label={t(`${C}.onlyIn`, { name: b })}>{list(split.onlyB)}</Table.Td>
    </Table.Tr>
  );
}

export function TemplateCompare({ templates }: { templates: WebsiteTemplate[] }) {
  const { t } = useTranslation();
  const sites = templates.filter((x) => x.template_type === 'website');
  const data = sites.map((x) => ({ value: x.id, label: x.template_name }));
  const [a, setA] = useState<string | null>(sites[0]?.id ?? null);
  const [b, setB] = useState<string | null>(sites[1]?.id ?? null);
  const [result, setResult] = useState<TemplateComparison | null>(null);
  const { busy, notice, run } = useNoticeCall(false);

  async function compare() {
    if (!a || !b) return;
    await run(
      true,
      () => callApi('website.compareTemplates', { query: { a, b } }),
      (message) => t(`${C}.failed`, { message }),
      setResult,
    );
  }

  if (sites.length < 2) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="website-compare">
      <PartTitle id="website-compare">{t(`${C}.title`)}</PartTitle>
      <Group align="flex-end">
        <Select label={t(`${C}.first`)} data={data} value={a} onChange={setA} allowDeselect={false} />
        <Select label={t(`${C}.second`)} data={data} value={b} onChange={setB} allowDeselect={false} />
        <Button onClick={() => void compare()} loading={busy} disabled={!a || !b}>
          {t(`${C}.run`)}
        </Button>
      </Group>
      <MessageLine message={notice} />
      {result && (
        <Table withTableBorder aria-label={t(`${C}.title`)} data-testid="template-comparison">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t(`${C}.both`)}</Table.Th>
              <Table.Th>{t(`${C}.onlyIn`, { name: result.a.name })}</Table.Th>
              <Table.Th>{t(`${C}.onlyIn`, { name: result.b.name })}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Split label={t(`${C}.features`)} split={result.features} a={result.a.name} b={result.b.name} />
            <Split
              label={t(`${C}.components`)}
              split={result.components}
              a={result.a.name}
              b={result.b.name}
            />
          </Table.Tbody>
        </Table>
      )}
      {result && (
        <Table withTableBorder striped aria-label={t(`${C}.setting`)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`${C}.setting`)}</Table.Th>
              <Table.Th>{result.a.name}</Table.Th>
              <Table.Th>{result.b.name}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.config.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.key}</Table.Td>
                <Table.Td>{row.a === null ? t(`${C}.none`) : String(row.a as string)}</Table.Td>
                <Table.Td>{row.b === null ? t(`${C}.none`) : String(row.b as string)}</Table.Td>
                <Table.Td>
                  <Badge color={row.same ? 'gray' : 'orange'} variant="light">
                    {t(row.same ? `${C}.same` : `${C}.differs`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {result && (
        <Text size="xs" c="dimmed">
          {result.a.name} {result.a.version} · {result.b.name} {result.b.version}
        </Text>
      )}
    </Stack>
  );
}
