// A rotated key's old webhook endpoint: payment-settings.ts keeps accepting the events signed for it
// for PREVIOUS_SECRET_HOURS after a new key is saved, then refuses them. This job, queued with the
// save for that moment, deletes the old endpoint at the provider, so Stripe stops posting events that
// would only be refused (it retries them for days and warns the account owner of a failing endpoint).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { openSecret } from '../auth/sealed-secrets.js';
import type { AppDatabase } from '../db/client.js';
import { paymentSettings } from '../db/schema/index.js';
import { firstWhere } from '../db/where-queries.js';
import { defineJob } from '../jobs/job-definition.js';
import type { PaymentProviderAdapter } from './payment-provider.js';
import { stripeProviderAt } from './stripe-provider.js';

export interface RotationDeps {
  db: AppDatabase;
  secretsKey: Uint8Array;
  providerFor: (secretKey: string) => PaymentProviderAdapter;
}

/**
 * Deletes `endpointId` at the venue's provider with the key saved now, unless it is the endpoint in
 * use again; 'no key' when the venue has no card provider connected any more (nothing to call with).
 */
export async function removeOldWebhook(
  deps: RotationDeps,
  restaurantId: number,
  endpointId: string,
): Promise<'removed' | 'in use' | 'no key'> {
  const row = await firstWhere(deps.db, paymentSettings, eq(paymentSettings.restaurantId, restaurantId));
  const key =
    row?.provider === 'stripe' && row.secretKeySealed
      ? openSecret(deps.secretsKey, row.secretKeySealed)
      : null;
  if (!key) return 'no key';
  if (row?.webhookEndpointId === endpointId) return 'in use';
  await deps.providerFor(key).removeWebhook(endpointId);
  return 'removed';
}

export const removeOldWebhookJob = defineJob({
  name: 'payment-settings.remove-old-webhook',
  payload: z.object({ restaurantId: z.number().int().positive(), endpointId: z.string().min(1) }),
  retryLimit: 5,
  async run({ restaurantId, endpointId }, ctx) {
    const deps = {
      db: ctx.db,
      secretsKey: ctx.integrationSecretsKey,
      providerFor: stripeProviderAt(ctx.stripeApiBase),
    };
    const outcome = await removeOldWebhook(deps, restaurantId, endpointId);
    ctx.log.info({ restaurantId, endpointId, outcome }, 'Old webhook endpoint');
  },
});
