// Guest profiles build themselves (issue 29 item 2): a public widget booking lands on the venue's
// client whose phone or email is the guest's, whatever the format the guest typed, or on a new client
// made from what they typed; a booking the venue refuses makes no client.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src-shared/time.js';
import { clients } from '../../src-server/db/schema/index.js';
import { DEMO, signInEach, type SignedIn } from './helpers/api-server.js';
import { formTokenOf, offeredTimes, useWidgetTestApi, widgetGuest } from './helpers/widget-forms.js';
import { bookingsNamed, demoVenues, ensureStatuses } from './reservations-fixtures.js';

const { getApi, get, post, waitFillTime } = useWidgetTestApi(300);
let admin: SignedIn;
let harbourId: number;
let today: string;

async function openForm(date: string, party: number) {
  const { html } = await get(`/book/harbour-bistro?date=${date}&party=${party}`);
  const token = formTokenOf(html, '/book/harbour-bistro');
  const times = offeredTimes(html);
  await waitFillTime();
  return { token, times };
}

/** A widget booking for two with the guest's own fields (no email unless given). */
async function book(
  date: string,
  time: string,
  token: string,
  guest: { first_name: string } & Record<string, string>,
) {
  const { first_name, ...typed } = guest;
  return post('/book/harbour-bistro', {
    date,
    party: '2',
    time,
    token,
    ...widgetGuest(first_name, 'Guest', { email: '', ...typed }),
  });
}

async function bookingOf(firstName: string) {
  const [row] = await bookingsNamed(getApi().server.db, harbourId, firstName);
  return row;
}

beforeAll(async () => {
  const { server } = getApi();
  [admin] = await signInEach(getApi(), DEMO.harbourAdmin);
  ({ harbourId, today } = await demoVenues(server.db));
  await ensureStatuses(server.db, harbourId);
});

describe('a widget booking lands on the guest’s client profile', () => {
  it('links a known guest by phone typed in another format, keeping the profile as it was', async () => {
    const made = await getApi().api('POST', '/clients', {
      token: admin.token,
      restaurantId: harbourId,
      body: {
        restaurantId: harbourId,
        first_name: 'Quillona',
        last_name: 'Known',
        mobileNumber: '+33 6 98 76 54 32',
        allergens: [{ label: 'Sesame' }],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const clientId = (made.body as { data: { id: string } }).data.id;
    const date = addDays(today, 8);
    const { token, times } = await openForm(date, 2);
    const res = await book(date, times[0] ?? '', token, { first_name: 'Quillona', phone: '06 98 76 54 32' });
    expect(res.status, res.html).toBe(201);
    expect((await bookingOf('Quillona'))?.clientId).toBe(clientId);
    const profiles = await getApi()
      .server.db.select()
      .from(clients)
      .where(and(eq(clients.restaurantId, harbourId), eq(clients.firstName, 'Quillona')));
    expect(profiles).toHaveLength(1);
  });

  it('links a known guest by email, whatever its case and spaces', async () => {
    const made = await getApi().api('POST', '/clients', {
      token: admin.token,
      restaurantId: harbourId,
      body: { restaurantId: harbourId, first_name: 'Emil', email: 'emil.known@example.com' },
    });
    const clientId = (made.body as { data: { id: string } }).data.id;
    const date = addDays(today, 9);
    const { token, times } = await openForm(date, 2);
    const res = await book(date, times[0] ?? '', token, {
      first_name: 'Emilio',
      email: 'Emil.Known@Example.com',
    });
    expect(res.status, res.html).toBe(201);
    expect((await bookingOf('Emilio'))?.clientId).toBe(clientId);
  });

  it('makes a new client from an unknown guest’s details and links the booking to it', async () => {
    const date = addDays(today, 10);
    const { token, times } = await openForm(date, 2);
    const res = await book(date, times[0] ?? '', token, {
      first_name: 'Newt',
      last_name: 'Stranger',
      email: 'newt.stranger@example.com',
      phone: '07 11 22 33 44',
    });
    expect(res.status, res.html).toBe(201);
    const booking = await bookingOf('Newt');
    const [profile] = await getApi()
      .server.db.select()
      .from(clients)
      .where(and(eq(clients.restaurantId, harbourId), eq(clients.email, 'newt.stranger@example.com')));
    expect(profile).toMatchObject({
      firstName: 'Newt',
      lastName: 'Stranger',
      mobileNumber: '07 11 22 33 44',
    });
    expect(booking?.clientId).toBe(profile?.id);
  });

  it('makes no client when the booking is refused', async () => {
    const date = addDays(today, 11);
    const { token } = await openForm(date, 2);
    const res = await book(date, '03:07', token, {
      first_name: 'Refused',
      email: 'refused.guest@example.com',
    });
    expect(res.status).not.toBe(201);
    const profiles = await getApi()
      .server.db.select()
      .from(clients)
      .where(and(eq(clients.restaurantId, harbourId), eq(clients.email, 'refused.guest@example.com')));
    expect(profiles).toHaveLength(0);
  });
});
