// Concierge perks, daily programs and booking channels (spec §7): the generic five from drizzleCrud
// and what their special calls need (duplicate, filters, calendar, check-access, stats).
// Online-only, so nothing is recorded in the change feed.
import { and, asc, count, eq, gte, lte, sql, sum } from 'drizzle-orm';
import { fromBasisPoints, toBasisPoints } from '../../src-shared/domain/money.js';
import type {
  BookingChannel,
  BookingChannelStats,
  CreateBookingChannel,
  UpdateBookingChannel,
} from '../../src-shared/schemas/booking-channel.js';
import type {
  ConciergePerk,
  CreateConciergePerk,
  UpdateConciergePerk,
} from '../../src-shared/schemas/concierge-perk.js';
import type {
  CreateDailyProgram,
  DailyProgram,
  UpdateDailyProgram,
} from '../../src-shared/schemas/daily-program.js';
import type { DbExecutor } from '../db/client.js';
import {
  bookingChannels,
  conciergePerks,
  dailyPrograms,
  reservationStatuses,
  reservations,
} from '../db/schema/index.js';
import { drizzleCrud, type CrudConfig } from '../resources/drizzle-crud.js';
import type { DomainWrite } from '../sync/write-context.js';
import { assertOwned } from './tenant-guards.js';

const stamps = (row: { restaurantId: number; createdAt: Date; updatedAt: Date }) => ({
  restaurant_id: row.restaurantId,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Column key → API field name of the fields a view shows as they are stored. */
type FieldMap = Readonly<Record<string, string>>;
const fieldsOf = (map: FieldMap, row: object) =>
  Object.fromEntries(
    Object.entries(map).map(([column, field]) => [field, (row as Record<string, unknown>)[column]]),
  );
const CHANNEL_FIELDS: FieldMap = {
  id: 'id',
  name: 'name',
  code: 'code',
  type: 'type',
  status: 'status',
  supportsCreditCards: 'supports_credit_cards',
  notes: 'notes',
};

export const bookingChannelCrud = drizzleCrud<
  typeof bookingChannels,
  BookingChannel,
  CreateBookingChannel,
  UpdateBookingChannel
>({
  table: bookingChannels,
  noun: 'booking channel',
  mirror: null,
  view: (row) =>
    ({
      ...fieldsOf(CHANNEL_FIELDS, row),
      commission_percent: fromBasisPoints(row.commissionBasisPoints),
      ...stamps(row),
    }) as BookingChannel,
  orderBy: [asc(bookingChannels.name)],
  // The other columns are named like the fields they keep.
  derive: (args) => ({
    commissionBasisPoints:
      args.commission_percent === undefined ? undefined : toBasisPoints(args.commission_percent),
  }),
  unique: [
    {
      constraint: 'booking_channels_code_unique',
      column: bookingChannels.code,
      value: (args) => args.code,
      message: (code) => `A booking channel with code ${code} already exists`,
    },
  ],
});

/** What perks and programs keep alike: name, status and the dated span (spec §3 perk fields). */
const SPAN_FIELDS: FieldMap = {
  id: 'id',
  name: 'name',
  status: 'status',
  startDate: 'start_date',
  endDate: 'end_date',
  endIndefinite: 'end_indefinite',
  activeDays: 'active_days',
};

type DatedTable = typeof conciergePerks | typeof dailyPrograms;

/**
 * A dated setting's five (perks, programs): its own fields (`own`) beside the span; the stored
 * columns and the API's fields are the same values under two names.
 */
function datedCrud<T extends DatedTable, View extends Record<string, unknown>, Create, Update>(
  table: T,
  noun: string,
  own: FieldMap,
  options: Pick<CrudConfig<T, View, Create, Update>, 'orderBy' | 'beforeCreate' | 'beforeUpdate'>,
) {
  const fields = { ...SPAN_FIELDS, ...own };
  return drizzleCrud<T, View, Create, Update>({
    table,
    noun,
    mirror: null,
    view: (row) => ({ ...fieldsOf(fields, row), ...stamps(row) }) as unknown as View,
    ...options,
  });
}

export const conciergePerkCrud = datedCrud<
  typeof conciergePerks,
  ConciergePerk,
  CreateConciergePerk,
  UpdateConciergePerk
>(
  conciergePerks,
  'concierge perk',
  {
    externalLink: 'external_link',
    additionalInformation: 'additional_information',
    staffInstructions: 'staff_instructions',
    accessLevels: 'access_levels',
  },
  { orderBy: [asc(conciergePerks.name)] },
);

/** A program's shift must be the tenant's own (422 naming shift_id). */
export const assertProgramShift = async (
  db: DbExecutor,
  restaurantId: number,
  shiftId: string | null | undefined,
) => {
  if (shiftId) await assertOwned(db, restaurantId, 'shifts', [shiftId], 'shift_id');
};

export const dailyProgramCrud = datedCrud<
  typeof dailyPrograms,
  DailyProgram,
  CreateDailyProgram,
  UpdateDailyProgram
>(
  dailyPrograms,
  'daily program',
  {
    description: 'description',
    cuisine: 'cuisine',
    shiftId: 'shift_id',
    startTime: 'start_time',
    endTime: 'end_time',
  },
  {
    orderBy: [asc(dailyPrograms.startDate), asc(dailyPrograms.name)],
    beforeCreate: (write, ctx, args) => assertProgramShift(write.tx, ctx.restaurantId, args.shift_id),
    beforeUpdate: (write, ctx, _stored, patch) =>
      assertProgramShift(write.tx, ctx.restaurantId, patch.shift_id),
  },
);

/** What perks and programs answer alike. */
export interface DatedView {
  id: string;
  restaurant_id: number;
  name: string;
  status: 'active' | 'inactive';
  start_date: string;
  end_date: string | null;
  end_indefinite: boolean;
  created_at: string;
  updated_at: string;
}

/** A dated setting's reads and create, as its special calls use them. */
export interface DatedOps<View extends DatedView> {
  list: (db: DbExecutor, restaurantId: number) => Promise<View[]>;
  get: (db: DbExecutor, restaurantId: number, id: string) => Promise<View>;
  create: DomainWrite<never, View>;
}

/**
 * A duplicate: the stored row's fields as a new row named "<name> (copy)", inactive until staff
 * activate it (as access rules are copied).
 */
export function duplicateOf<View extends DatedView>(
  crud: DatedOps<View>,
): DomainWrite<{ id: string; newId?: string | undefined }, View> {
  return async (write, ctx, { id, newId }) => {
    const stored = await crud.get(write.tx, ctx.restaurantId, id);
    const { id: _id, restaurant_id: _r, created_at: _c, updated_at: _u, ...fields } = stored;
    const copy = { ...fields, id: newId, name: `${fields.name} (copy)`, status: 'inactive' as const };
    return crud.create(write, ctx, copy as never);
  };
}

/**
 * Per channel, the reservations whose source is its code (dated from–to when given): how many,
 * their guests, and how many per status name.
 */
export async function bookingChannelStats(
  db: DbExecutor,
  restaurantId: number,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<BookingChannelStats[]> {
  const channels = await bookingChannelCrud.list(db, restaurantId);
  const rows = await db
    .select({
      source: reservations.source,
      status: reservationStatuses.name,
      reservations: count(),
      covers: sum(reservations.guestCount).mapWith(Number),
    })
    .from(reservations)
    .innerJoin(reservationStatuses, eq(reservationStatuses.id, reservations.statusId))
    .where(
      and(
        eq(reservations.restaurantId, restaurantId),
        range.from ? gte(reservations.date, range.from) : undefined,
        range.to ? lte(reservations.date, range.to) : undefined,
        sql`${reservations.source} in (select ${bookingChannels.code} from ${bookingChannels} where ${bookingChannels.restaurantId} = ${restaurantId})`,
      ),
    )
    .groupBy(reservations.source, reservationStatuses.name);
  return channels.map((channel) => {
    const mine = rows.filter((r) => r.source === channel.code);
    return {
      channel_id: channel.id,
      name: channel.name,
      code: channel.code,
      reservations: mine.reduce((n, r) => n + r.reservations, 0),
      covers: mine.reduce((n, r) => n + (r.covers ?? 0), 0),
      by_status: Object.fromEntries(mine.map((r) => [r.status, r.reservations])),
    };
  });
}
