// Spec §4 Role resolution and §6: what a signed-in user may do in their restaurant: the allowed
// roles and effective role (from the restaurant's role types) and the effective permission grants.
import { z } from 'zod';
import { MY_PERMISSIONS_PATH, roleTypesByRestaurantRoute } from '../../src-shared/access/access-contracts.js';
import { fillPath } from '../../src-shared/resources/route-contract.js';
import { effectiveGrantsSchema, type EffectiveGrants } from '../../src-shared/schemas/access.js';
import { roleTypeSchema, type User } from '../../src-shared/schemas/auth.js';
import { allowedRoleNames, resolveEffectiveRole } from '../../src-shared/session-logic.js';
import type { ApiClient } from '../api/api-client.js';

const roleTypesSchema = z.array(roleTypeSchema);

export interface SessionRoles {
  allowedRoles: string[];
  role: string;
}

export class SessionAccessLoader {
  /** Spec §6: a restaurant that returned no role types is remembered and not asked again. */
  private readonly restaurantsWithoutRoles = new Set<number>();

  constructor(
    private readonly api: ApiClient,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** Sign-out forgets what was learnt about restaurants: the next user may see them differently. */
  clear(): void {
    this.restaurantsWithoutRoles.clear();
  }

  async loadRoles(user: User, restaurantId: number | null): Promise<SessionRoles> {
    if (restaurantId === null || this.restaurantsWithoutRoles.has(restaurantId)) {
      return { allowedRoles: [], role: user.roleName };
    }
    const roleTypes = await this.api.requestData(
      'GET',
      fillPath(roleTypesByRestaurantRoute, { restaurantId }),
      roleTypesSchema,
      // Inside sign-in/refresh a 401 must not start another refresh (it would wait on itself).
      { restaurantScoped: true, restaurantId, refreshOnAuthError: false },
    );
    if (roleTypes.length === 0) this.restaurantsWithoutRoles.add(restaurantId);
    return {
      allowedRoles: allowedRoleNames(roleTypes, restaurantId, user),
      role: resolveEffectiveRole(user, roleTypes, restaurantId),
    };
  }

  /**
   * The user's effective permissions in the restaurant. A failure never ends the session (the role
   * types already decided that): the grants known before are kept, else the console falls back to
   * the role's defaults.
   */
  async loadGrants(
    restaurantId: number | null,
    known: EffectiveGrants | undefined,
  ): Promise<EffectiveGrants | undefined> {
    if (restaurantId === null) return undefined;
    try {
      // Paced by the session's own renewals, like the refresh: exempt from the per-URL guard.
      return await this.api.requestData('GET', MY_PERMISSIONS_PATH, effectiveGrantsSchema, {
        restaurantScoped: true,
        restaurantId,
        refreshOnAuthError: false,
        retry: false,
        sync: true,
      });
    } catch (error) {
      this.log('Permissions could not be loaded; keeping the known ones', error);
      return known;
    }
  }
}
