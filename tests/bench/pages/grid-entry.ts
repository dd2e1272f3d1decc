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
import { installFakeVenue, syntheticDay } from './fake-venue.js';

declare global {
  interface Window {
    benchGrid?: {
      firstBlockMs: number | null;
      scroll: (frames: number) => Promise<number[]>;
      repaint: (times: number) => Promise<number[]>;
    };
  }
}

const params = new URLSearchParams(location.search);
const day = syntheticDay(Number(params.get('tables') ?? '100'), Number(params.get('bookings') ?? '1000'));
installFakeVenue(day);

const nextFrame = () => new Promise<number>((done) => requestAnimationFrame(done));
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
  async repaint(times) {
    const out: number[] = [];
    const [booked, , seated] = day.statuses;
    if (!booked || !seated) throw new Error('no statuses');
    for (let i = 0; i < times; i += 1) {
      const block = document.querySelector<HTMLElement>('[data-booking-id]');
      const id = block?.dataset.bookingId;
      const row = day.reservations.find((r) => r.id === id);
      if (!row) throw new Error('no visible booking');
      const next = row.booking_status === seated.id ? booked : seated;
      const start = performance.now();
      await window.venue['sync.mutate']({
        name: 'reservation.setStatus',
        args: { id: row.id, statusId: next.id },
      });
      const want = next.color_code.toLowerCase();
      for (;;) {
        await nextFrame();
        const el = document.querySelector<HTMLElement>(`[data-booking-id="${row.id}"]`);
        const bg = el ? getComputedStyle(el).backgroundColor : '';
        const hex = bg.startsWith('rgb')
          ? `#${(bg.match(/\d+/g) ?? [])
              .slice(0, 3)
              .map((n) => Number(n).toString(16).padStart(2, '0'))
              .join('')}`
          : bg;
        if (hex === want || performance.now() - start > 2000) break;
      }
      out.push(performance.now() - start);
    }
    return out;
  },
};
window.benchGrid = bench;

const t0 = performance.now();
new MutationObserver((_, observer) => {
  if (document.querySelector('[data-booking-id]')) {
    bench.firstBlockMs = performance.now() - t0;
    observer.disconnect();
  }
}).observe(document.body, { childList: true, subtree: true });

const root = document.getElementById('root');
if (root)
  createRoot(root).render(createElement(MantineProvider, { theme: venueTheme }, createElement(GridScreen)));
