// Bench page: the real GridScreen over a fake window.venue with 100 tables × 1,000 bookings.
// window.benchGrid exposes first-render time, a scroll run and a status-change repaint probe.
import '@mantine/core/styles.css';
// The console's i18next instance (English unless this browser chose French), as the app starts it.
import '../../../src-renderer/i18n/i18n.js';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { GridScreen } from '../../../src-renderer/screens/grid/grid-screen.js';
import { venueTheme } from '../../../src-renderer/theme/theme.js';
import { nextFrame, timeToFirst } from './bench-page.js';
import { installFakeVenue, syntheticDay } from './fake-venue.js';

declare global {
  interface Window {
    benchGrid?: {
      firstBlockMs: number | null;
      scroll: (frames: number) => Promise<number[]>;
      repaint: (times: number) => Promise<{ dom: number[]; frame: number[] }>;
    };
  }
}

const params = new URLSearchParams(location.search);
const day = syntheticDay(Number(params.get('tables') ?? '100'), Number(params.get('bookings') ?? '1000'));
installFakeVenue(day);

const region = () => document.querySelector<HTMLElement>('[aria-label="Bookings timeline"]');

const bench: NonNullable<Window['benchGrid']> = {
  firstBlockMs: null,
  async scroll(frames) {
    const el = region();
    if (!el) throw new Error('no timeline');
    el.scrollTop = 0;
    el.scrollLeft = 0;
    await nextFrame();
    const times: number[] = [];
    let last = await nextFrame();
    for (let i = 0; i < frames; i += 1) {
      el.scrollTop += 37;
      el.scrollLeft += 11;
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) el.scrollTop = 0;
      if (el.scrollLeft + el.clientWidth >= el.scrollWidth - 1) el.scrollLeft = 0;
      const now = await nextFrame();
      times.push(now - last);
      last = now;
    }
    return times;
  },
  /**
   * Per change: `dom`, from the call to sync.mutate until the block's new colour is in the DOM (read
   * at each DOM mutation: the screen shows it at the browser's next frame, which no code moves);
   * `frame`, until the first animation frame that finds it there. A change starts just after a
   * frame, so `frame` can never read below one frame (16.7 ms at 60 Hz).
   */
  async repaint(times) {
    const dom: number[] = [];
    const frame: number[] = [];
    const [booked, , seated] = day.statuses;
    if (!booked || !seated) throw new Error('no statuses');
    const colourOf = (id: string): string => {
      const el = document.querySelector<HTMLElement>(`[data-booking-id="${id}"]`);
      const bg = el ? getComputedStyle(el).backgroundColor : '';
      return bg.startsWith('rgb')
        ? `#${(bg.match(/\d+/g) ?? [])
            .slice(0, 3)
            .map((n) => Number(n).toString(16).padStart(2, '0'))
            .join('')}`
        : bg;
    };
    for (let i = 0; i < times; i += 1) {
      await nextFrame();
      const block = document.querySelector<HTMLElement>('[data-booking-id]');
      const id = block?.dataset.bookingId;
      const row = day.reservations.find((r) => r.id === id);
      if (!row || !id) throw new Error('no visible booking');
      const next = row.booking_status === seated.id ? booked : seated;
      const want = next.color_code.toLowerCase();
      let domAt: number | null = null;
      const observer = new MutationObserver(() => {
        if (domAt === null && colourOf(id) === want) domAt = performance.now();
      });
      observer.observe(document.body, {
        attributes: true,
        childList: true,
        subtree: true,
        characterData: true,
      });
      const start = performance.now();
      await window.venue['sync.mutate']({
        name: 'reservation.setStatus',
        args: { id: row.id, statusId: next.id },
      });
      for (;;) {
        await nextFrame();
        if (colourOf(id) === want || performance.now() - start > 2000) break;
      }
      const frameAt = performance.now();
      observer.disconnect();
      frame.push(frameAt - start);
      dom.push((domAt ?? frameAt) - start);
    }
    return { dom, frame };
  },
};
window.benchGrid = bench;

timeToFirst('[data-booking-id]', (ms) => (bench.firstBlockMs = ms));

const root = document.getElementById('root');
if (root)
  createRoot(root).render(createElement(MantineProvider, { theme: venueTheme }, createElement(GridScreen)));
