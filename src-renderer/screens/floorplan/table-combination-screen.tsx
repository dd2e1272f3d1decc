// Settings › Floorplan › Table combinations: the declared resource's list and form, and in the form
// a warning when the chosen tables do not stand together on a saved floor plan layout (issue 13).
// The layouts and tables come from this terminal's mirror.
import { Alert, List, Text } from '@mantine/core';
import { checkAdjacency } from '../../../src-shared/domain/table-adjacency.js';
import type { MirrorFloor } from '../../reservations/floor-context.js';
import { tableCombinationResource } from '../../../src-shared/resources/registry.js';
import { useMirror } from '../../reservations/use-mirror.js';
import { ResourceAdmin } from '../../resources/resource-admin.js';
import type { FormValues } from '../../resources/use-resource-form.js';
import { sessionAtom } from '../../session/session-atoms.js';
import { useAtomValue } from '../../state/jotai.js';

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
  if (tableIds.length < 2) return null;
  const layout = layoutFor(floor, tableIds);
  const name = (id: string) => floor.tables.find((t) => t.id === id)?.name ?? id;
  if (!layout)
    return (
      <Text size="sm" c="dimmed">
        No saved layout places these tables, so whether they stand together cannot be checked.
      </Text>
    );
  const check = checkAdjacency(tableIds, layout.tables);
  if (check.together) return null;
  return (
    <Alert color="yellow" variant="light" title={`These tables do not stand together on ${layout.name}`}>
      <List size="sm">
        {check.groups.length > 1 &&
          check.groups.map((group) => <List.Item key={group.join()}>{group.map(name).join(', ')}</List.Item>)}
        {check.notOnLayout.length > 0 && (
          <List.Item>Not on this layout: {check.notOnLayout.map(name).join(', ')}</List.Item>
        )}
      </List>
    </Alert>
  );
}

export function TableCombinationScreen() {
  const session = useAtomValue(sessionAtom);
  const floor = useMirror(() => window.venue['mirror.floor'](), 'floor', ['tables', 'floor_plans']);
  const notice = (values: FormValues) =>
    floor.data ? (
      <AdjacencyNotice floor={floor.data} tableIds={(values.tables as string[] | undefined) ?? []} />
    ) : null;
  return (
    <ResourceAdmin resource={tableCombinationResource} role={session?.role ?? null} formNotice={notice} />
  );
}
