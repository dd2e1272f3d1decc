// The accessible mirror of the canvas: one button per table ("Table T4, 4 seats, seated") that
// keyboard and screen-reader users (and tests) use to select a table. Hidden until focused.
import { memo } from 'react';
import type { SceneTable } from './floor-scene.js';
import { LIVE_STATE_LABELS, type TableLive } from './table-live-status.js';
import classes from './floorplan.module.css';

export function tableAccessibleName(
  table: Pick<SceneTable, 'name' | 'seats'>,
  live: TableLive | undefined,
): string {
  const state = LIVE_STATE_LABELS[live?.state ?? 'free'];
  const timer =
    live?.seatedMinutes !== null && live?.seatedMinutes !== undefined ? ` for ${live.seatedMinutes} min` : '';
  return `Table ${table.name}, ${table.seats} seats, ${state}${timer}`;
}

export const FloorTableList = memo(function FloorTableList({
  tables,
  live,
  selectedId,
  onSelect,
}: {
  tables: readonly SceneTable[];
  live: ReadonlyMap<string, TableLive>;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <nav aria-label="Tables" className={classes.tableList}>
      <ul>
        {tables.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              aria-pressed={selectedId === t.id}
              data-state={live.get(t.id)?.state ?? 'free'}
              onClick={() => onSelect(t.id)}
            >
              {tableAccessibleName(t, live.get(t.id))}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
