// The three demo actors the catalogue tests call the API as (Harbour admin and host, Quay admin),
// signed in once per file, plus readers for the envelope and the change feed.
import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { MirroredEntity } from '../../../src-shared/sync/protocol.js';
import { syncChanges } from '../../../src-server/db/schema/index.js';
import type { StartApiServerOptions } from '../../../src-server/start.js';
import { DEMO, useTestApi, type ApiResponse, type SignedIn } from './api-server.js';

export function useCatalogueActors(overrides: Partial<StartApiServerOptions> = {}) {
  const getApi = useTestApi(overrides);
  let admin: SignedIn;
  let host: SignedIn;
  let quay: SignedIn;
  const ids = { harbour: 0, quay: 0 };

  beforeAll(async () => {
    const { signIn } = getApi();
    [admin, host, quay] = await Promise.all([
      signIn(DEMO.harbourAdmin.email, DEMO.harbourAdmin.password),
      signIn(DEMO.harbourHost.email, DEMO.harbourHost.password),
      signIn(DEMO.quayAdmin.email, DEMO.quayAdmin.password),
    ]);
    ids.harbour = admin.user.restaurantId;
    ids.quay = quay.user.restaurantId;
  });

  const as =
    (who: () => SignedIn, restaurant: 'harbour' | 'quay') => (method: string, path: string, body?: unknown) =>
      getApi().api(method, path, { token: who().token, restaurantId: ids[restaurant], body });

  return {
    getApi,
    ids,
    admin: () => admin,
    host: () => host,
    quay: () => quay,
    asAdmin: as(() => admin, 'harbour'),
    asHost: as(() => host, 'harbour'),
    asQuay: as(() => quay, 'quay'),
    /** The latest change-feed row of a Harbour row. */
    feed: async (entity: MirroredEntity, id: string) => {
      const [row] = await getApi()
        .server.db.select()
        .from(syncChanges)
        .where(
          and(
            eq(syncChanges.restaurantId, ids.harbour),
            eq(syncChanges.entity, entity),
            eq(syncChanges.rowId, id),
          ),
        );
      return row;
    },
  };
}

export const data = (res: ApiResponse) => (res.body as { data: unknown }).data;
export const errors = (res: ApiResponse) => (res.body as { errors?: Record<string, string[]> }).errors ?? {};
