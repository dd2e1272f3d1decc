// Settings › Floorplan › Table combinations: the declared resource's list and form (its members an
// ordered list, each required or not), and in the form the members' seats added up (the
// combination's own minimum and maximum may differ) and a warning when the chosen tables do not
// stand together on a saved floor plan layout (issue 13). Layouts and tables come from the mirror.
import { Alert, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkAdjacency } from '../../../src-shared/domain/table-adjacency.js';
import type { MirrorFloor } from '../../reservations/floor-context.js';
import { tableCombinationResource } from '../../../src-shared/resources/registry.js';
import { useData } from '../../data/use-data.js';
import { ResourceAdmin } from '../../resources/resource-admin.js';
import { membersOf, seatSum, type MemberValue } from '../../resources/members-model.js';
import type { FormValues } from '../../resources/use-resource-form.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';
import { venue } from '../../data/venue.js';
import { QuietText } from '../../kit/quiet-text.js';

/** The layout that places most of the chosen tables (the first such, as the floorplan lists them). */
function layoutFor(floor: MirrorFloor, tableIds: readonly string[]) {
  let best: MirrorFloor['layouts'][number] | null = null;
  let placed = 0;
  for (const layout of floor.layouts) {
    const n = layout.tables.filter((t) => tableIds.includes(t.table_id)).length;
    if (n > placed) [best, placed] = [layout, n];
  }
  return best;
}

export function AdjacencyNotice({ floor, tableIds }: { floor: MirrorFloor; tableIds: readonly string[] }) {
  const { t } = useTranslation();
  if (tableIds.length < 2) return null;
  const layout = layoutFor(floor, tableIds);
  const name = (id: string) => floor.tables.find((row) => row.id === id)?.name ?? id;
  if (!layout) return <QuietText>{t('floorEditor.combinations.noLayout')}</QuietText>;
  const check = checkAdjacency(tableIds, layout.tables);
  if (check.together) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('floorEditor.combinations.apart', { layout: layout.name })}
    >
      <List size="sm">
        {check.groups.length > 1 &&
          check.groups.map((group) => <List.Item key={group.join()}>{group.map(name).join(', ')}</List.Item>)}
        {check.notOnLayout.length > 0 && (
          <List.Item>
            {t('floorEditor.combinations.notOnLayout', { tables: check.notOnLayout.map(name).join(', ') })}
          </List.Item>
        )}
      </List>
    </Alert>
  );
}

/** The members' seats added up, beside the combination's own minimum and maximum. */
export function SeatSumHint({ floor, members }: { floor: MirrorFloor; members: readonly MemberValue[] }) {
  const { t } = useTranslation();
  if (members.length === 0) return null;
  const { all, required } = seatSum(members, floor.tables);
  const optional = members.some((m) => !m.is_required);
  return (
    <Text size="sm" c="dimmed" role="note" aria-label={t('floorEditor.combinations.seatsLabel')}>
      {t('floorEditor.combinations.seatSum', {
        min: all.min,
        max: all.max,
        alone: optional
          ? t('floorEditor.combinations.requiredAlone', { min: required.min, max: required.max })
          : '',
      })}
    </Text>
  );
}

export function TableCombinationScreen() {
  const session = useAtomValue(sessionAtom);
  const floor = useData(() => venue()['mirror.floor'](), 'floor', ['tables', 'floor_plans']);
  const notice = (values: FormValues) => {
    if (!floor.data) return null;
    const members = membersOf(values.tables);
    return (
      <Stack gap="xs">
        <SeatSumHint floor={floor.data} members={members} />
        <AdjacencyNotice floor={floor.data} tableIds={members.map((m) => m.table_id)} />
      </Stack>
    );
  };
  return (
    <ResourceAdmin resource={tableCombinationResource} role={session?.role ?? null} formNotice={notice} />
  );
}
