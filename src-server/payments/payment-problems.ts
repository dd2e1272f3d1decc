// Telling staff who take payments that a booking's money needs them (issue 34 §2): a guarantee the
// booking rules asked for could not be requested, or the card refused its hold. Through the
// notification centre (its `payment_problem` kind, heard by roles that may charge a card), once per
// problem.
import type { DbExecutor } from '../db/client.js';
import { notify } from '../notifications/notify.js';

export async function notifyPaymentProblem(
  db: DbExecutor,
  problem: {
    restaurantId: number;
    booking: { id: string; firstName: string; lastName: string };
    quote: string;
    dedupeKey: string;
  },
): Promise<void> {
  await notify(db, {
    restaurantId: problem.restaurantId,
    kind: 'payment_problem',
    clientname: `${problem.booking.firstName} ${problem.booking.lastName}`.trim(),
    quote: problem.quote.slice(0, 1000),
    subject: { type: 'reservation', id: problem.booking.id },
    dedupeKey: problem.dedupeKey,
  });
}
