// The venue's card provider (issue 34 §2–3): which (Stripe, or none), its secret key sealed at rest
// and its webhook registered with the provider when the key is saved (a key the provider refuses
// saves nothing), the no-show fee and deposit per guest, and the connection test. Also what every
// payment module shares: its deps, the provider of a venue, a provider's refusal as an answer.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentSettings } from '../../src-shared/payments/payment-entity.js';
import { PREVIOUS_SECRET_HOURS } from '../../src-shared/constants.js';
import { keepPrevious, openSecret, sealSecret } from '../auth/sealed-secrets.js';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { type bookingPayments, paymentSettings } from '../db/schema/index.js';
import { firstWhere } from '../db/where-queries.js';
import { HttpError } from '../http/http-error.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import { removeOldWebhookJob } from './webhook-rotation.js';
import type { PaymentProviderAdapter } from './payment-provider.js';
import { PaymentProviderError, TransientPaymentError } from './payment-provider.js';

type SettingsRow = typeof paymentSettings.$inferSelect;
export type PaymentRow = typeof bookingPayments.$inferSelect;

export interface PaymentDeps {
  db: AppDatabase;
  /** The integration-secrets key the provider's keys are sealed under. */
  secretsKey: Uint8Array;
  /** The pay-link key that signs the guest's pay page. */
  payLinkKey: Uint8Array;
  /** The provider for a secret key (Stripe through its SDK; a stand-in's address in tests). */
  providerFor: (secretKey: string) => PaymentProviderAdapter;
  now: () => Date;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function settingsView(row: SettingsRow | undefined): PaymentSettings {
  return {
    provider: row?.provider ?? 'none',
    secret_key_hint: row?.secretKeyHint ?? null,
    webhook_registered: Boolean(row?.webhookSecretSealed),
    previous_webhook_valid_until:
      row?.previousWebhookValidUntil && row.previousWebhookValidUntil.getTime() > Date.now()
        ? row.previousWebhookValidUntil.toISOString()
        : null,
    no_show_fee_per_cover_minor: row?.noShowFeePerCoverMinor ?? 2500,
    deposit_per_cover_minor: row?.depositPerCoverMinor ?? 1000,
    tested_at: iso(row?.testedAt),
    test_ok: row?.testOk ?? null,
    test_result: row?.testResult ?? null,
  };
}

export const settingsRow = (db: DbExecutor, restaurantId: number) =>
  firstWhere(db, paymentSettings, eq(paymentSettings.restaurantId, restaurantId));

export async function paymentSettingsOf(db: DbExecutor, restaurantId: number) {
  return settingsView(await settingsRow(db, restaurantId));
}

/** The venue's provider with its key opened, or a 409 saying where to connect one. */
export async function providerOf(
  deps: Pick<PaymentDeps, 'db' | 'secretsKey' | 'providerFor'>,
  restaurantId: number,
): Promise<PaymentProviderAdapter> {
  const row = await settingsRow(deps.db, restaurantId);
  const key =
    row?.provider === 'stripe' && row.secretKeySealed
      ? openSecret(deps.secretsKey, row.secretKeySealed)
      : null;
  if (key === null)
    throw new HttpError(
      409,
      'No card provider is connected: connect one in Settings › Integration › Payment integration',
    );
  return deps.providerFor(key);
}

/** A provider's refusal as the console's answer: retry later (502) or what the provider said (502 too). */
export function providerFailure(error: unknown, doing: string): never {
  if (error instanceof HttpError) throw error;
  if (error instanceof TransientPaymentError)
    throw new HttpError(502, `The card provider could not be reached to ${doing}: try again`);
  if (error instanceof PaymentProviderError)
    throw new HttpError(502, `The card provider refused to ${doing}: ${error.message}`);
  throw error;
}

export async function updatePaymentSettings(
  deps: PaymentDeps,
  restaurantId: number,
  input: {
    provider: 'none' | 'stripe';
    secret_key?: string | undefined;
    no_show_fee_per_cover_minor?: number | undefined;
    deposit_per_cover_minor?: number | undefined;
  },
  webhookUrl: string,
): Promise<PaymentSettings> {
  const stored = await settingsRow(deps.db, restaurantId);
  if (input.provider === 'stripe' && !input.secret_key && !stored?.secretKeySealed)
    throw new HttpError(422, 'Secret key is required for Stripe', {
      secret_key: ['Secret key is required for Stripe'],
    });
  let keys = {};
  let retired: { restaurantId: number; endpointId: string; after: Date } | null = null;
  if (input.provider === 'stripe' && input.secret_key) {
    // The provider is told where to post its events before anything is saved: a key it refuses
    // leaves the settings as they were.
    const provider = deps.providerFor(input.secret_key);
    const fingerprint = createHash('sha256').update(input.secret_key).digest('hex').slice(0, 16);
    let endpoint: { endpointId: string; secret: string };
    try {
      endpoint = await provider.registerWebhook(webhookUrl, `webhook:${restaurantId}:${fingerprint}`);
    } catch (error) {
      providerFailure(error, 'register the webhook');
    }
    // A new key has its own endpoint: the old one's events, signed with its secret, are still
    // accepted for a while, so none in flight is lost while Stripe switches over.
    const previous = keepPrevious(
      deps.secretsKey,
      stored?.webhookSecretSealed,
      endpoint.secret,
      deps.now(),
      PREVIOUS_SECRET_HOURS,
    );
    if (previous && stored?.webhookEndpointId && stored.webhookEndpointId !== endpoint.endpointId)
      retired = { restaurantId, endpointId: stored.webhookEndpointId, after: previous.validUntil };
    keys = {
      ...(previous
        ? { previousWebhookSecretSealed: previous.sealed, previousWebhookValidUntil: previous.validUntil }
        : {}),
      secretKeySealed: sealSecret(deps.secretsKey, input.secret_key),
      secretKeyHint: input.secret_key.slice(-4),
      webhookEndpointId: endpoint.endpointId,
      webhookSecretSealed: sealSecret(deps.secretsKey, endpoint.secret),
      testedAt: null,
      testOk: null,
      testResult: null,
    };
  }
  const values = {
    provider: input.provider,
    ...keys,
    ...(input.no_show_fee_per_cover_minor === undefined
      ? {}
      : { noShowFeePerCoverMinor: input.no_show_fee_per_cover_minor }),
    ...(input.deposit_per_cover_minor === undefined
      ? {}
      : { depositPerCoverMinor: input.deposit_per_cover_minor }),
    updatedAt: deps.now(),
  };
  const [row] = await deps.db.transaction(async (tx) => {
    // The old endpoint is deleted at the provider once its events are no longer accepted.
    if (retired) await enqueueJob(tx, removeOldWebhookJob, retired, { startAfter: retired.after });
    return tx
      .insert(paymentSettings)
      .values({ restaurantId, ...values })
      .onConflictDoUpdate({ target: paymentSettings.restaurantId, set: values })
      .returning();
  });
  return settingsView(row);
}

export async function testPaymentProvider(deps: PaymentDeps, restaurantId: number) {
  const row = await settingsRow(deps.db, restaurantId);
  const key =
    row?.provider === 'stripe' && row.secretKeySealed
      ? openSecret(deps.secretsKey, row.secretKeySealed)
      : null;
  const outcome = key
    ? await deps.providerFor(key).testConnection()
    : { ok: false, result: 'No card provider is connected' };
  const testedAt = deps.now();
  await deps.db
    .insert(paymentSettings)
    .values({ restaurantId, testedAt, testOk: outcome.ok, testResult: outcome.result })
    .onConflictDoUpdate({
      target: paymentSettings.restaurantId,
      set: { testedAt, testOk: outcome.ok, testResult: outcome.result },
    });
  return { ...outcome, tested_at: testedAt.toISOString() };
}

// ——— A booking's payments ———
