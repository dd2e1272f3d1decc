// Deleting a reservation: its table occupancy goes with it (cascade), the feed gets a tombstone so
// every terminal drops it, and the audit trail keeps what it was.
import { and, eq } from 'drizzle-orm';
import { reservations } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import type { DomainWrite } from '../sync/write-context.js';

export const deleteReservation: DomainWrite<{ id: string }, { id: string }> = async (write, _ctx, args) => {
  const [deleted] = await write.tx
    .delete(reservations)
    .where(and(eq(reservations.id, args.id), eq(reservations.restaurantId, write.restaurantId)))
    .returning({ id: reservations.id });
  if (!deleted) throw notFound(`Reservation ${args.id} was not found`);
  await write.record('reservations', args.id, null);
  return { id: args.id };
};
