// The public booking widget as a guest's browser uses it, over real HTTP: its pages, its forms (a
// signed token each, sent once a person could have filled them in) and the venue set-up its waitlist
// needs. Shared by the integration tests of the widget, its guest links and the host stand.
import type { AppDatabase } from '../../../src-server/db/client.js';
import type { StartApiServerOptions } from '../../../src-server/start.js';
import { saveUiConfig } from '../../../src-server/website/ui-config-store.js';
import { useTestApi } from './api-server.js';

export interface WidgetPage {
  status: number;
  html: string;
  headers: Headers;
}

/**
 * The test file's API (useTestApi) with the widget's limits relaxed — `minFillMs` before a form may be
 * sent, room for every page and submission the file makes from one address — and a browser on it: GET
 * a page, POST a form the way an HTML form sends it, wait out the fill time as a person would. Call
 * at the top of a test file (the limits are read when the API starts).
 */
export function useWidgetTestApi(minFillMs: number, overrides: Partial<StartApiServerOptions> = {}) {
  process.env.WIDGET_MIN_FILL_MS = String(minFillMs);
  process.env.WIDGET_SUBMIT_LIMIT = '1000';
  process.env.WIDGET_PAGE_LIMIT = '10000';
  const getApi = useTestApi(overrides);
  const answer = async (res: Response): Promise<WidgetPage> => ({
    status: res.status,
    html: await res.text(),
    headers: res.headers,
  });
  return {
    getApi,
    get: async (path: string): Promise<WidgetPage> => answer(await fetch(`${getApi().server.url}${path}`)),
    post: async (path: string, fields: Record<string, string>): Promise<WidgetPage> =>
      answer(
        await fetch(`${getApi().server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        }),
      ),
    /** Waits out the minimum fill time (and a little more), as a person filling the form in would. */
    waitFillTime: (): Promise<void> => new Promise((resolve) => setTimeout(resolve, minFillMs + 50)),
  };
}

/** The signed token of the form posting to `action` on the page, or '' when the page has no such form. */
export function formTokenOf(html: string, action: string): string {
  const start = html.indexOf(`action="${action}"`);
  if (start < 0) return '';
  return /name="token" value="([^"]+)"/.exec(html.slice(start))?.[1] ?? '';
}

/** The times a widget page offers, in page order. */
export const offeredTimes = (html: string): string[] =>
  [...html.matchAll(/name="time" value="(\d\d:\d\d)"/g)].map((m) => m[1] ?? '');

/** The guest fields of a widget form (no special request, the honeypot left empty, English). */
export const widgetGuest = (first: string, lastName: string, extra: Record<string, string> = {}) => ({
  first_name: first,
  last_name: lastName,
  email: `${first.toLowerCase()}@example.com`,
  phone: '',
  special_request: '',
  website: '',
  lang: 'en',
  ...extra,
});

/** The next 25 December from `today`: a blackout date of the demo venue, where no time is free. */
export function nextChristmas(today: string): string {
  const year = Number(today.slice(0, 4));
  return today <= `${year}-12-25` ? `${year}-12-25` : `${year + 1}-12-25`;
}

/** A venue's waitlist widget open a year ahead, taking at most `maxPerDay` entries a day. */
export async function openWaitlistWidget(db: AppDatabase, restaurantId: number, maxPerDay: number) {
  await saveUiConfig(db, {
    restaurantId,
    page: 'widgets',
    section: 'reservation',
    config: { advanceDays: 365 },
    userId: null,
  });
  await saveUiConfig(db, {
    restaurantId,
    page: 'widgets',
    section: 'waitlist',
    config: { maxPerDay },
    userId: null,
  });
}
