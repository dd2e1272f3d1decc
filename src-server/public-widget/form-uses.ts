// The widget's forms are accepted once, and its bookings capped per guest (issue 27): a token that
// verifies is recorded as used (widget_form_uses) with who sent it — SHA-256 hashes of the client
// address, email and phone, never the values — and a second submission of it is refused. A booking
// made with it marks the row booked in the booking's transaction, after checking the venue's widget
// bookings of the last 24 hours from the same email, phone or address against WIDGET_BOOKING_CAPS.
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.js';
import { countWhere } from '../db/where-queries.js';
import { widgetFormUses } from '../db/schema/index.js';

/**
 * Bookings one guest may make through a venue's widget in 24 hours (the spec sets none; chosen so a
 * family booking a few evenings passes and a script does not): per email address, per mobile number,
 * and per client address (higher: a hotel lobby or an office shares one).
 */
export const WIDGET_BOOKING_CAPS = { perEmail: 3, perPhone: 3, perIp: 10, windowHours: 24 } as const;

/** How long a used token is remembered: longer than a token lives (WIDGET_TOKEN_MAX_AGE_MINUTES ≤ 7 days). */
const KEEP_DAYS = 8;

export interface Sender {
  ip: string;
  email: string;
  phone: string;
}

const digest = (kind: string, value: string) =>
  value === '' ? '' : createHash('sha256').update(`${kind}:${value}`).digest('hex');

/** The stored hashes of a sender: email lower-cased, phone as its digits, the address as given. */
export function senderHashes(sender: Sender) {
  return {
    ipHash: digest('ip', sender.ip.trim()),
    emailHash: digest('email', sender.email.trim().toLowerCase()),
    phoneHash: digest('phone', sender.phone.replace(/\D/g, '')),
  };
}

/** The id a token is remembered by: its purpose, issue time and nonce (not its signature). */
export function formTokenId(purpose: string, token: string): string {
  const [issued = '', nonce = ''] = token.split('.');
  return `${purpose}:${issued}.${nonce}`;
}

/**
 * Records a verified token as used; false when it was used before (a replay). Old rows of the venue
 * are purged as it goes.
 */
export async function useFormToken(
  db: DbExecutor,
  venueId: number,
  purpose: string,
  token: string,
  sender: Sender,
): Promise<boolean> {
  const [row] = await db
    .insert(widgetFormUses)
    .values({ tokenId: formTokenId(purpose, token), restaurantId: venueId, purpose, ...senderHashes(sender) })
    .onConflictDoNothing()
    .returning({ tokenId: widgetFormUses.tokenId });
  await db
    .delete(widgetFormUses)
    .where(
      and(
        eq(widgetFormUses.restaurantId, venueId),
        lt(widgetFormUses.usedAt, sql`now() - make_interval(days => ${KEEP_DAYS})`),
      ),
    );
  return row !== undefined;
}

export type CapReached = 'email' | 'phone' | 'ip';

/**
 * In a booking's transaction: which cap the sender of `tokenId` has reached at the venue, or null;
 * when null the token's row is marked booked. Serialised per venue, so racing bookings count each other.
 */
export async function claimBookingUnderCaps(
  tx: DbExecutor,
  venueId: number,
  tokenId: string,
): Promise<CapReached | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`widget-caps:${venueId}`}))`);
  const [use] = await tx.select().from(widgetFormUses).where(eq(widgetFormUses.tokenId, tokenId));
  if (!use) return null;
  const since = sql`now() - make_interval(hours => ${WIDGET_BOOKING_CAPS.windowHours})`;
  const counted = async (column: typeof widgetFormUses.emailHash, hash: string) => {
    if (hash === '') return 0;
    return countWhere(
      tx,
      widgetFormUses,
      eq(widgetFormUses.restaurantId, venueId),
      eq(widgetFormUses.booked, true),
      gt(widgetFormUses.usedAt, since),
      eq(column, hash),
    );
  };
  if ((await counted(widgetFormUses.emailHash, use.emailHash)) >= WIDGET_BOOKING_CAPS.perEmail)
    return 'email';
  if ((await counted(widgetFormUses.phoneHash, use.phoneHash)) >= WIDGET_BOOKING_CAPS.perPhone)
    return 'phone';
  if ((await counted(widgetFormUses.ipHash, use.ipHash)) >= WIDGET_BOOKING_CAPS.perIp) return 'ip';
  await tx.update(widgetFormUses).set({ booked: true }).where(eq(widgetFormUses.tokenId, tokenId));
  return null;
}
