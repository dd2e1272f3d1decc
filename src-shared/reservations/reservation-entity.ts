// Reservations (spec §7 Reservations) declared as an entity: the book's writes (book, book a
// combination, move, resize, change status, patch, delete) and reads (one booking, a day, a range,
// a search) and the availability questions before a booking (availability-questions.ts). Terminals keep a copy offline and push their bookings through /sync/push; the server
// registers these rows (src-server/routes/reservations). Search keeps its own envelope (matches in
// `result`), so its handler is written out.
import { z } from 'zod';
import { reservationDeleteContract } from '../access/reservation-delete-contract.js';
import { defineEntity } from '../entities/define-entity.js';
import { entityIdSchema } from '../ids.js';
import type { RouteContract } from '../resources/route-contract.js';
import {
  createReservationSchema,
  reservationSchema,
  updateDurationParamsSchema,
  updateReservationSchema,
  updateTableParamsSchema,
} from '../schemas/reservation.js';
import { restaurantIdPathParamsSchema } from '../schemas/restaurant.js';
import { venueDateSchema } from '../time.js';
import { AVAILABILITY_QUESTIONS } from './availability-questions.js';

const read = 'reservations.read';
const write = 'reservations.write';
const bookingIdParams = z.object({ bookingId: entityIdSchema });
const reservations = z.array(reservationSchema);
const dateQuery = z.object({ date: venueDateSchema });
const rangeQuery = z.object({
  date: venueDateSchema.optional(),
  from: venueDateSchema.optional(),
  to: venueDateSchema.optional(),
});
const combinationBookingSchema = createReservationSchema.safeExtend({
  table_combination_id: entityIdSchema,
});
const booking = { permission: write, response: reservationSchema } as const;
const dayReservations = <P extends string>(path: P) =>
  ({
    method: 'GET',
    path,
    summary: "The day's reservations with their status",
    permission: read,
    query: dateQuery,
    response: reservations,
    status: 200,
  }) as const;

export const RESERVATION_CALLS = {
  book: {
    ...booking,
    method: 'POST',
    path: '/reservation/bookReservation',
    summary: 'Book a reservation; empty table_ids lets the availability engine pick the best free table',
    body: createReservationSchema,
    status: 201,
  },
  bookCombination: {
    ...booking,
    method: 'POST',
    path: '/reservation/bookReservation/table-combination',
    summary: 'Book a reservation on every table of a combination, in one transaction',
    body: combinationBookingSchema,
    status: 201,
  },
  updateDuration: {
    ...booking,
    method: 'PUT',
    path: '/reservation/duration/{bookingId}/{duration}',
    summary: 'Change the duration of a reservation',
    params: updateDurationParamsSchema,
    status: 200,
  },
  updateTable: {
    ...booking,
    method: 'PUT',
    path: '/reservation/table/{bookingId}/{tableId}',
    summary: 'Move a reservation to a table',
    params: updateTableParamsSchema,
    status: 200,
  },
  updateStatus: {
    ...booking,
    method: 'PUT',
    path: '/reservation/status/{id}/{status}',
    summary: 'Set the status of a reservation (status = status id)',
    params: z.object({ id: entityIdSchema, status: entityIdSchema }),
    status: 200,
  },
  patch: {
    ...booking,
    method: 'PATCH',
    path: '/reservation/{bookingId}',
    summary: 'Update fields of a reservation',
    params: bookingIdParams,
    body: updateReservationSchema,
    status: 200,
  },
  delete: reservationDeleteContract,
  allBooked: {
    method: 'GET',
    path: '/reservation/allBookedReservation/{restaurantId}',
    summary: 'Reservations of the restaurant (?date= one day, ?from=&to= an inclusive range)',
    permission: read,
    params: restaurantIdPathParamsSchema,
    restaurantParam: 'restaurantId',
    query: rangeQuery,
    response: reservations,
    status: 200,
  },
  selectedDateReservations: dayReservations('/reservation/selectedDateReservation'),
  selectedDate: dayReservations('/reservation/selectedDate'),
  get: {
    method: 'GET',
    path: '/reservation/{bookingId}',
    summary: 'One reservation',
    permission: read,
    params: bookingIdParams,
    response: reservationSchema,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

/** Spec §7 GET /reservation/search/{query}: its own envelope, a hand-written handler. */
export const RESERVATION_SEARCH_ROUTE = { method: 'GET', path: '/reservation/search/{query}' } as const;

export const reservationEntity = defineEntity({
  key: 'reservation',
  noun: 'reservation',
  plural: 'reservations',
  mirror: 'reservations',
  calls: RESERVATION_CALLS,
  serverRoutes: AVAILABILITY_QUESTIONS,
  handWritten: { search: RESERVATION_SEARCH_ROUTE },
});
