// The venue's server (waiter) names for the reservation drawer and the day's table. Server names are
// an online-only resource (not in the mirror), so the terminal keeps the last list it fetched in
// localStorage, per restaurant: offline, the drawer still offers and the table still shows them,
// and says the list may be out of date. Writes of a chosen id are checked by the server.
import { useEffect, useMemo, useState } from 'react';
import { serverNameSchema, type ServerName } from '../../src-shared/schemas/server-name.js';
import { resourceChannel } from '../data/resource.js';

const cacheKey = (restaurantId: number) => `venue.serverNames.${restaurantId}`;

function cached(restaurantId: number | undefined): ServerName[] {
  if (restaurantId === undefined) return [];
  try {
    const parsed = serverNameSchema
      .array()
      .safeParse(JSON.parse(localStorage.getItem(cacheKey(restaurantId)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export interface ServerNames {
  names: ServerName[];
  /** Name by id (inactive ones too: they stay on past bookings). */
  byId: ReadonlyMap<string, string>;
  /** True when the list is the terminal's last fetched copy (the server did not answer). */
  stale: boolean;
}

/** The restaurant's server names: fetched when online, else the terminal's last copy. */
export function useServerNames(restaurantId: number | undefined): ServerNames {
  const [names, setNames] = useState<ServerName[]>(() => cached(restaurantId));
  const [stale, setStale] = useState(false);
  useEffect(() => {
    if (restaurantId === undefined) return;
    let live = true;
    setNames(cached(restaurantId));
    void resourceChannel('serverName', 'list')().then((result) => {
      if (!live) return;
      const parsed = result.ok ? serverNameSchema.array().safeParse(result.value) : null;
      if (!parsed?.success) {
        setStale(true);
        return;
      }
      setStale(false);
      setNames(parsed.data);
      localStorage.setItem(cacheKey(restaurantId), JSON.stringify(parsed.data));
    });
    return () => {
      live = false;
    };
  }, [restaurantId]);
  const byId = useMemo(() => new Map(names.map((n) => [n.id, n.name])), [names]);
  return { names, byId, stale };
}
