// The two kinds of load, as autocannon request sequences. A host-stand terminal pulls its feed,
// pushes a new client profile (a sync push: one tenant write, one feed row, a poke to the
// tenant's sockets) and pulls again; a widget guest opens a venue's times page and books one of
// the times it offers. autocannon gives each connection a fresh context per sequence, so the
// terminals' own state (session, cursor) lives in Terminal objects the sequences take in turn.
import type { Context, Request } from 'autocannon';
import { API_BASE_PATH } from '../../src-shared/constants.js';
import { SYNC_PUSH_PATH } from '../../src-shared/sync/protocol.js';
import {
  clientCreateBody,
  readTimesPage,
  widgetBookingFields,
  type Session,
} from '../../scripts/cluster/client.js';
import type { LoadTenant } from './tenants.js';

export interface Terminal {
  label: string;
  clientId: string;
  session: Session;
  cursor: number;
}

/** What the servers acknowledged: the writes that must all be in the database afterwards. */
export interface Acknowledged {
  clientIds: string[];
  bookingEmails: string[];
  /** Milliseconds since the start at which each booking was confirmed (201). */
  bookingTimes: number[];
  /** Booking attempts answered 409 (the time was taken meanwhile): a refusal, not an error. */
  bookingsRefused: number;
}

const authHeaders = (s: Session) => ({
  authorization: `Bearer ${s.token}`,
  'restaurant-id': String(s.restaurantId),
});

function terminalOf(context: Context, terminals: readonly Terminal[], turn: { next: number }): Terminal {
  if (!context.terminal) {
    context.terminal = terminals[turn.next % terminals.length];
    turn.next += 1;
  }
  return context.terminal as Terminal;
}

export function terminalRequests(terminals: readonly Terminal[], ack: Acknowledged): Request[] {
  const turn = { next: 0 };
  const pullRequest: Request = {
    method: 'GET',
    setupRequest: (req, context) => {
      const t = terminalOf(context, terminals, turn);
      return {
        ...req,
        method: 'GET',
        path: `${API_BASE_PATH}/sync/pull?since=${t.cursor}&limit=200`,
        headers: authHeaders(t.session),
      };
    },
    onResponse: (status, body, context) => {
      if (status !== 200) return;
      const t = context.terminal as Terminal;
      const match = /"cursor":(\d+)/.exec(body);
      if (match?.[1]) t.cursor = Math.max(t.cursor, Number(match[1]));
    },
  };
  const pushRequest: Request = {
    method: 'POST',
    setupRequest: (req, context) => {
      const t = terminalOf(context, terminals, turn);
      const body = clientCreateBody(t.session.restaurantId, t.clientId, t.label);
      context.pushedId = body.mutations[0]?.args.id;
      return {
        ...req,
        method: 'POST',
        path: `${API_BASE_PATH}${SYNC_PUSH_PATH}`,
        headers: { ...authHeaders(t.session), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
    },
    onResponse: (status, body, context) => {
      if (status === 200 && body.includes('"status":"applied"') && typeof context.pushedId === 'string')
        ack.clientIds.push(context.pushedId);
    },
  };
  return [pullRequest, pushRequest, pullRequest];
}

/** Guests of every phase of the run, numbered once. */
let guests = 0;

const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

export function widgetRequests(
  tenants: readonly LoadTenant[],
  ack: Acknowledged,
  since: () => number,
): Request[] {
  return [
    {
      method: 'GET',
      setupRequest: (req, context) => {
        const tenant = tenants[Math.floor(Math.random() * tenants.length)] as LoadTenant;
        // Spread over the widget's default 60 days ahead (less a day either side for time zones),
        // so a venue's evenings do not all fill up within the run.
        const date = isoDay(2 + Math.floor(Math.random() * 56));
        context.slug = tenant.slug;
        context.date = date;
        return { ...req, method: 'GET', path: `/book/${tenant.slug}?date=${date}&party=2` };
      },
      onResponse: (status, body, context) => {
        if (status !== 200) return;
        const { times, token } = readTimesPage(body, `/book/${String(context.slug)}`);
        if (times.length === 0 || !token) return;
        context.time = times[Math.floor(Math.random() * times.length)];
        context.token = token;
      },
    },
    {
      method: 'POST',
      setupRequest: (req, context) => {
        if (typeof context.time !== 'string' || typeof context.token !== 'string') return null;
        guests += 1;
        // Unique across phases too: the database check finds each confirmed booking by its email.
        const guest = `Widget${guests}x${process.pid}`;
        const fields = widgetBookingFields(String(context.date), 2, context.time, context.token, guest);
        context.email = fields.email;
        return {
          ...req,
          method: 'POST',
          path: `/book/${String(context.slug)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        };
      },
      onResponse: (status, _body, context) => {
        if (status === 201 && typeof context.email === 'string') {
          ack.bookingEmails.push(context.email);
          ack.bookingTimes.push(since());
        } else if (status === 409) ack.bookingsRefused += 1;
      },
    },
  ];
}
