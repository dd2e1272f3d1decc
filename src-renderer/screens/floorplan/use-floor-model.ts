// The floor plan's data: today's bookings and the chosen layout's tables from the mirror, joined
// into scene tables, with every table's live state recomputed as the mirror or the clock changes.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVenueNow } from '../../data/use-venue-now.js';
import { useVenueDay } from '../../data/use-venue-day.js';
import type { SceneElement, SceneState, SceneTable } from './floor-scene.js';
import { computeLiveStatus } from './table-live-status.js';

export function useFloorModel() {
  const { t } = useTranslation();
  const now = useVenueNow(15_000);
  const nowMs = now.timestamp;
  // The venue's calendar day (its zone comes from main; the clock re-reads when it does).
  const date = now.date;
  const day = useVenueDay(date);

  const layouts = useMemo(() => day.floor?.layouts ?? [], [day.floor?.layouts]);
  const [layoutId, setLayoutId] = useState<string | null>(null);
  const layout = layouts.find((l) => l.id === layoutId) ?? layouts[0] ?? null;

  const tables: SceneTable[] = useMemo(() => {
    if (!layout || !day.floor) return [];
    const byId = new Map(day.floor.tables.map((t) => [t.id, t]));
    return layout.tables.flatMap((lt) => {
      const t = byId.get(lt.table_id);
      return t
        ? [
            {
              id: t.id,
              name: t.name,
              seats: t.max_covers,
              shape: t.shape,
              x: lt.position.x,
              y: lt.position.y,
              width: lt.width,
              height: lt.height,
              rotation: lt.rotation,
            },
          ]
        : [];
    });
  }, [layout, day.floor]);

  // Rooms, walls and labels of the saved layout (issue 13's editor), drawn behind the tables.
  const elements: SceneElement[] = useMemo(
    () =>
      (layout?.elements ?? []).map((e) => ({
        id: e.id,
        kind: e.kind,
        name: e.name,
        x: e.position.x,
        y: e.position.y,
        width: e.width,
        height: e.height,
        rotation: e.rotation,
      })),
    [layout],
  );

  const live = useMemo(
    () =>
      computeLiveStatus({
        tables: day.floor?.tables ?? [],
        liveStatus: layout?.live_status ?? [],
        bookings: day.reservations,
        statuses: day.floor?.statuses ?? [],
        nowMs,
      }),
    [day.floor, day.reservations, layout, nowMs],
  );

  const sceneStates = useMemo(() => {
    const map = new Map<string, SceneState>();
    // An arrived party is said in a word on the plan as well as by its colour.
    const arrived = t('host.floor.arrivedNote');
    for (const [id, l] of live)
      map.set(id, { state: l.state, timer: l.seatedMinutes, note: l.state === 'arrived' ? arrived : null });
    return map;
  }, [live, t]);

  const upcoming = useMemo(() => {
    const statuses = new Map((day.floor?.statuses ?? []).map((s) => [s.id, s]));
    return day.reservations
      .filter((r) => {
        const s = statuses.get(r.booking_status);
        if (s && (s.is_final || !s.holds_table)) return false;
        if ((s?.reservation_Status_Name ?? r.status).trim().toLowerCase() === 'seated') return false;
        return Date.parse(r.ends_at) > nowMs;
      })
      .sort((a, b) => a.time.localeCompare(b.time));
  }, [day.floor?.statuses, day.reservations, nowMs]);

  return { day, date, now, layouts, layout, setLayoutId, tables, elements, live, sceneStates, upcoming };
}
