// The accessible mirror of the canvas and its keyboard path: one button per table ("Table T4, 4
// seats, seated", plus ", pending sync" while its party's change awaits the server) that keyboard and screen-reader users (and tests) use to select a table. Hidden
// until focused; one Tab stop (roving focus): arrow keys move between tables, Home/End jump,
// Enter or Space selects, Escape goes back to the plan.
import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { english, type Translate } from '../../i18n/translate.js';
import type { SceneTable } from './floor-scene.js';
import type { TableLive } from './table-live-status.js';
import classes from './floorplan.module.css';

/** Whether the party at the table now or next has a change the server has not acknowledged yet. */
export function tablePending(live: TableLive | undefined, pendingIds: ReadonlySet<string>): boolean {
  return [live?.current, live?.next].some((b) => b !== null && b !== undefined && pendingIds.has(b.id));
}

export function tableAccessibleName(
  table: Pick<SceneTable, 'name' | 'seats'>,
  live: TableLive | undefined,
  pending = false,
  t: Translate = english,
): string {
  const state = t(`host.floor.states.${live?.state ?? 'free'}`);
  const timer =
    live?.seatedMinutes !== null && live?.seatedMinutes !== undefined
      ? t('host.floor.seatedFor', { minutes: live.seatedMinutes })
      : '';
  const name = t('host.floor.tableName', { name: table.name, seats: table.seats, state });
  return `${name}${timer}${pending ? t('host.floor.pending') : ''}`;
}

const STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** Where a key moves focus in a list of `count` buttons from `index` (null: the key is not ours). */
export function rovingTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = STEP[key];
  if (step === undefined) return null;
  return (index + step + count) % count;
}

export const FloorTableList = memo(function FloorTableList({
  tables,
  live,
  pendingIds,
  selectedId,
  onSelect,
  onLeave,
}: {
  tables: readonly SceneTable[];
  live: ReadonlyMap<string, TableLive>;
  pendingIds: ReadonlySet<string>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Escape: focus goes back to the plan. */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const tabStop = tables.some((x) => x.id === selectedId) ? selectedId : (tables[0]?.id ?? null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onLeave();
      return;
    }
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const index = buttons.findIndex((b) => b === document.activeElement);
    const target = rovingTarget(event.key, Math.max(0, index), buttons.length);
    if (target === null) return;
    event.preventDefault();
    buttons[target]?.focus();
  };
  return (
    <nav aria-label={t('host.floor.tables')} className={classes.tableList} onKeyDown={onKeyDown}>
      <ul>
        {tables.map((table) => (
          <li key={table.id}>
            <button
              type="button"
              tabIndex={table.id === tabStop ? 0 : -1}
              aria-pressed={selectedId === table.id}
              data-state={live.get(table.id)?.state ?? 'free'}
              onClick={() => onSelect(table.id)}
            >
              {tableAccessibleName(
                table,
                live.get(table.id),
                tablePending(live.get(table.id), pendingIds),
                t,
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
