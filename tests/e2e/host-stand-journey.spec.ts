// The host-stand journey end to end against its own tenant API: book a party of 4 for tonight from
// the reservation screen, find it on the grid, drag it to another table there, find it on the
// floorplan, seat a walk-in by dragging onto a free table, check in a guest and switch client-profile
// tabs (Notes stays last) — once online, once again with the API stopped (writes queued and shown
// pending), then the console converges when the API returns and the server and a second console agree.
import type { Page } from '@playwright/test';
import { instantToVenueLocal, timeToMinutes } from '../../src-shared/time.js';
import { DEMO, expect, test } from './fixtures/console-fixtures.js';
import { signInAt } from './fixtures/sign-in.js';
import { apiGuestList, apiReservations, apiSignIn } from './fixtures/api-client.js';
import { ClientsScreen, PROFILE_TABS } from './page-models/clients-screen.js';
import { FloorplanPage } from './page-models/floorplan-page.js';
import { GridPage, nearestFreeTable } from './page-models/grid-page.js';
import { GuestListScreen } from './page-models/guest-list-screen.js';
import { ReservationScreen } from './page-models/reservation-screen.js';
import { readMirror, waitForNoPendingWrites, type MirrorFloor } from './page-models/venue-mirror.js';
import { E2E_VENUE_ZONE } from './fixtures/venue-zone.js';

const PREFIX = '/harbour-bistro/admin/services/reservationManagement';
const HARBOUR_ZONE = E2E_VENUE_ZONE;
const PARTY = 4;

const venueNow = () => instantToVenueLocal(new Date(), HARBOUR_ZONE);

interface Round {
  /** Guest booked for tonight from the reservation screen. */
  first: string;
  last: string;
  /** Which client row (from 1) to open, so each round opens a different profile. */
  clientRow: number;
  offline: boolean;
}

interface RoundResult {
  guest: string;
  bookingId: string;
  movedTo: MirrorFloor['tables'][number];
  walkInTableId: string;
  checkedIn: string;
}

/** While offline, the header says so and counts the queued writes. */
async function expectOfflinePending(page: Page): Promise<void> {
  const status = page.getByRole('status', { name: /^Sync status:/ });
  await expect(status).toContainText('Offline', { timeout: 30_000 });
  await expect(status).toContainText(/[1-9]\d* pending/);
}

async function settled(page: Page, round: Round): Promise<void> {
  if (round.offline) await expectOfflinePending(page);
  else await waitForNoPendingWrites(page, 30_000);
}

/** Step 1: the reservation screen books a party of 4 at the latest time offered tonight. */
async function bookTonight(page: Page, baseUrl: string, round: Round): Promise<string> {
  const guest = `${round.first} ${round.last}`;
  const screen = new ReservationScreen(page);
  await screen.open(baseUrl);
  await screen.waitForRows();
  await screen.newButton.click();
  await expect(screen.panel).toBeVisible();
  const { time } = await screen.fillBookingLatest({ first: round.first, last: round.last, party: PARTY });
  expect(timeToMinutes(time), `the booking (${time}) is later than now`).toBeGreaterThan(
    timeToMinutes(venueNow().time),
  );
  await screen.book();
  await expect(screen.panel).toBeHidden();
  await expect(screen.row(guest)).toContainText(time);
  if (round.offline) await expect(screen.row(guest)).toContainText('Pending sync');
  return time;
}

/** Step 2: the booking has its block on the grid; it is dragged to a free table nearby. */
async function moveOnGrid(
  page: Page,
  baseUrl: string,
  guest: string,
  time: string,
): Promise<{ bookingId: string; movedTo: MirrorFloor['tables'][number] }> {
  await page.goto(`${baseUrl}${PREFIX}/grid`);
  const grid = new GridPage(page);
  await expect(grid.heading).toBeVisible();
  await expect(grid.blocks.first()).toBeVisible({ timeout: 30_000 });

  const today = venueNow().date;
  const { floor, bookings } = await readMirror(page, today);
  const booking = bookings.find((b) => `${b.first_name} ${b.last_name}` === guest);
  if (!booking) throw new Error(`${guest} is not in the mirror`);
  const block = await grid.reveal(booking.id);
  await expect(block).toHaveAttribute('aria-label', new RegExp(`^${guest}, ${PARTY} guests, ${time}`));
  await expect(
    grid.timeline.getByRole('button', { name: new RegExp(`^${guest}, ${PARTY} guests, ${time}`) }),
  ).toBeVisible();

  const target = nearestFreeTable(floor, bookings, booking, today);
  if (!target) {
    const from = floor.tables.find((t) => t.id === booking.table_ids[0]);
    throw new Error(`No free table near ${from?.name ?? '?'} at ${booking.time} to move ${guest} to`);
  }

  await grid.dragToRow(booking.id, target.name);
  await expect(grid.block(booking.id)).toHaveAttribute(
    'aria-label',
    // Offline the move is queued, and the block's name says so until it is applied.
    new RegExp(`^${guest}, .*, ${target.name}(, pending sync)?$`),
  );
  await expect(grid.messages).toHaveCount(0);
  return { bookingId: booking.id, movedTo: target };
}

/** Step 3: the floorplan lists the party on its (moved) table; a walk-in dragged onto a free table is seated. */
async function floorplanAndWalkIn(
  page: Page,
  baseUrl: string,
  guest: string,
  tableName: string,
): Promise<string> {
  await page.goto(`${baseUrl}${PREFIX}/floorplan`);
  const floorplan = new FloorplanPage(page);
  await expect(floorplan.heading).toBeVisible();
  await expect(floorplan.canvas).toBeVisible({ timeout: 30_000 });
  await expect(floorplan.table('T1')).toBeAttached({ timeout: 30_000 });

  await expect(floorplan.upcoming(guest)).toHaveAccessibleName(
    new RegExp(`^${guest}, ${PARTY} guests, .*, ${tableName}, `),
  );
  await floorplan.selectTable(tableName);

  const free = await floorplan.freeTable(2, tableName);
  const freeName = free.name;
  await floorplan.dragWalkInOnto(free);
  await expect(floorplan.table(freeName)).toHaveText(new RegExp(`^Table ${freeName}, \\d+ seats, seated`));
  await expect(page.getByRole('region', { name: `Selected table ${freeName}` })).toContainText('Walk-in');
  return free.id;
}

/** Step 4: the guest list checks in the first guest still expected. */
async function checkInGuest(page: Page, baseUrl: string, round: Round): Promise<string> {
  const list = new GuestListScreen(page);
  await list.open(baseUrl);
  await expect(list.rows().nth(1)).toBeVisible({ timeout: 45_000 });
  const checkIn = list.table.getByRole('button', { name: /^Check in / }).first();
  const name = ((await checkIn.getAttribute('aria-label')) ?? '').replace(/^Check in /, '');
  await checkIn.click();
  const row = list.table.getByRole('row', { name, exact: true });
  await expect(row).toContainText('Checked in');
  if (round.offline) await expect(row).toContainText('Pending sync');
  return name;
}

/** Step 5: a client profile's tabs: the chosen tab moves to the front, Notes stays last. */
async function switchProfileTabs(page: Page, baseUrl: string, round: Round): Promise<void> {
  const clients = new ClientsScreen(page);
  await clients.open(baseUrl);
  await expect(clients.table.getByRole('row').nth(round.clientRow)).toBeVisible({ timeout: 45_000 });
  await clients.openProfile(round.clientRow);
  expect(await clients.tabNames()).toEqual(PROFILE_TABS);
  await clients.tabs.getByRole('tab', { name: 'Request History' }).click();
  await expect(clients.tabs.getByRole('tab', { name: 'Request History' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await clients.tabNames()).toEqual([
    'Request History',
    'Reservation History',
    'Order History',
    'Client Tier History',
    'Notes',
  ]);
  await clients.tabs.getByRole('tab', { name: 'Notes' }).click();
  await expect(clients.tabs.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  expect((await clients.tabNames()).at(-1)).toBe('Notes');
}

async function journey(page: Page, baseUrl: string, round: Round): Promise<RoundResult> {
  const guest = `${round.first} ${round.last}`;
  const result: Partial<RoundResult> = { guest };
  await test.step(`${round.offline ? 'offline' : 'online'}: book a party of ${PARTY} tonight`, async () => {
    const time = await bookTonight(page, baseUrl, round);
    await test.step('see it on the grid and drag it to another table', async () => {
      Object.assign(result, await moveOnGrid(page, baseUrl, guest, time));
      await settled(page, round);
    });
  });
  await test.step(`${round.offline ? 'offline' : 'online'}: floorplan shows the party; seat a walk-in by dragging`, async () => {
    result.walkInTableId = await floorplanAndWalkIn(page, baseUrl, guest, result.movedTo?.name ?? '');
    await settled(page, round);
  });
  await test.step(`${round.offline ? 'offline' : 'online'}: check in a guest`, async () => {
    result.checkedIn = await checkInGuest(page, baseUrl, round);
    await settled(page, round);
  });
  await test.step(`${round.offline ? 'offline' : 'online'}: client profile tabs keep Notes last`, async () => {
    await switchProfileTabs(page, baseUrl, round);
  });
  return result as RoundResult;
}

test('host stand journey online, then offline with the API stopped, converging when it returns', async ({
  page,
  browser,
  isolatedApi,
  launchConsole,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const consoleA = await launchConsole(isolatedApi.url);
  await signInAt(page, consoleA);

  const online = await journey(page, consoleA, {
    first: 'Online',
    last: 'Party',
    clientRow: 1,
    offline: false,
  });

  await isolatedApi.stop();
  const offline = await journey(page, consoleA, {
    first: 'Offline',
    last: 'Party',
    clientRow: 2,
    offline: true,
  });
  expect(offline.checkedIn).not.toBe(online.checkedIn);
  expect(offline.walkInTableId).not.toBe(online.walkInTableId);

  await test.step('API back: pending reaches 0 and the server has every offline write', async () => {
    await expectOfflinePending(page);
    await isolatedApi.start();
    const status = page.getByRole('status', { name: /^Sync status:/ });
    await expect(status).not.toContainText('pending', { timeout: 90_000 });
    await expect(status).not.toContainText('Offline');
    await waitForNoPendingWrites(page);

    const today = venueNow().date;
    const session = await apiSignIn(isolatedApi.url, DEMO.harbourAdmin);
    const onServer = await apiReservations(isolatedApi.url, session, today);
    for (const round of [online, offline]) {
      const booked = onServer.filter((r) => `${r.first_name} ${r.last_name}` === round.guest);
      expect(booked, `${round.guest} is on the server once`).toHaveLength(1);
      expect(booked[0]?.guest_count).toBe(PARTY);
      expect(booked[0]?.table_ids, `${round.guest} is on its moved table ${round.movedTo.name}`).toEqual([
        round.movedTo.id,
      ]);
      const walkIn = onServer.find(
        (r) => r.source === 'walk_in' && r.table_ids.includes(round.walkInTableId),
      );
      expect(walkIn?.status, 'the walk-in is seated on the server').toBe('Seated');
    }
    const guests = await apiGuestList(isolatedApi.url, session, today);
    for (const name of [online.checkedIn, offline.checkedIn]) {
      expect(
        guests.find((g) => `${g.first_name} ${g.last_name}`.trim() === name)?.checked_in,
        `${name} is checked in on the server`,
      ).toBe(true);
    }
  });

  await test.step('a second console sees the offline booking on its moved table', async () => {
    const consoleB = await launchConsole(isolatedApi.url);
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    try {
      const second = await context.newPage();
      await signInAt(second, consoleB);
      const screenB = new ReservationScreen(second);
      // Console B's first full sync runs in this process beside the API (web mode): on a busy CI
      // machine its first paint has taken longer than the default wait.
      await screenB.open(consoleB, 45_000);
      await screenB.waitForRows();
      await expect(screenB.row(offline.guest)).toBeVisible({ timeout: 45_000 });
      await expect(screenB.row(offline.guest)).toContainText(offline.movedTo.name);
      await expect(screenB.row(offline.guest)).not.toContainText('Pending sync');
    } finally {
      await context.close();
    }
  });
});
