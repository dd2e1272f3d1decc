// The payment ledger (issue 34 §2): every movement of money, every card saved and every declined
// charge, appended once — keyed by the idempotency key sent to the provider, so a retried call or a
// second delivery of the same event never books twice. The database refuses to change a row.
import { uuidv7 } from '../../src-shared/ids.js';
import type { LedgerEntryKind } from '../../src-shared/payments/payment-entity.js';
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppDatabase, DbExecutor } from '../db/client.js';
import { bookingPayments, paymentLedger } from '../db/schema/index.js';
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

/**
 * Appends one row and, only when this call wrote it, changes the payment — in one transaction, so
 * a money movement and the payment's state never disagree, and a repeat changes nothing.
 */
export async function bookAndSet(
  db: AppDatabase,
  payment: PaymentRow,
  row: {
    entry: LedgerEntryKind;
    amountMinor: number;
    idempotencyKey: string;
    providerRef: string | null;
    actorUserId: number | null;
    note: string | null;
  },
  set: PgUpdateSetSource<typeof bookingPayments>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { entry, amountMinor, idempotencyKey, ...extra } = row;
    if (!(await bookLedger(tx, payment, entry, amountMinor, idempotencyKey, extra))) return false;
    await tx.update(bookingPayments).set(set).where(eq(bookingPayments.id, payment.id));
    return true;
  });
}
