// The payment ledger (issue 34 §2): every movement of money, every card saved and every declined
// charge, appended once — keyed by the idempotency key sent to the provider, so a retried call or a
// second delivery of the same event never books twice. The database refuses to change a row.
import { uuidv7 } from '../../src-shared/ids.js';
import type { LedgerEntryKind } from '../../src-shared/payments/payment-entity.js';
import type { DbExecutor } from '../db/client.js';
import { paymentLedger } from '../db/schema/index.js';
import type { PaymentRow } from './payment-settings.js';

/** Appends one row; false when a row with this key is there already (nothing written). */
export async function bookLedger(
  db: DbExecutor,
  payment: PaymentRow,
  entry: LedgerEntryKind,
  amountMinor: number,
  idempotencyKey: string,
  extra: { providerRef?: string | null; actorUserId?: number | null; note?: string | null } = {},
): Promise<boolean> {
  const kept = await db
    .insert(paymentLedger)
    .values({
      id: uuidv7(),
      restaurantId: payment.restaurantId,
      bookingPaymentId: payment.id,
      entry,
      amountMinor,
      currency: payment.currency,
      providerRef: extra.providerRef ?? null,
      idempotencyKey,
      actorUserId: extra.actorUserId ?? null,
      note: extra.note ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: paymentLedger.id });
  return kept.length > 0;
}
