// What every bench page does around its screen: a scripted window.venue with the event side the
// screens listen on, a frame clock, and the time from page script start to the screen's first item.
import type {} from '../../../src-renderer/data/venue-global.js';
import type { EventName, EventPayload, VenueApi } from '../../../src-shared/ipc/channels.js';

type Listener = (payload: unknown) => void;

export const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });

/**
 * Makes `calls` window.venue, with `on` added, and returns `emit` for the calls to raise events as
 * the core would. Only the calls the screen makes exist; anything else would throw, which the bench
 * would show.
 */
export function installVenue(
  calls: object,
): <E extends EventName>(event: E, payload: EventPayload<E>) => void {
  const listeners = new Map<string, Set<Listener>>();
  const on = (event: string, listener: Listener) => {
    const set = listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  };
  window.venue = { ...calls, on } as unknown as VenueApi;
  return (event, payload) => listeners.get(event)?.forEach((l) => l(payload));
}

export const nextFrame = () => new Promise<number>((done) => requestAnimationFrame(done));

/** Calls `record` once with the milliseconds from now until `selector` first matches in the DOM. */
export function timeToFirst(selector: string, record: (ms: number) => void): void {
  const t0 = performance.now();
  new MutationObserver((_, observer) => {
    if (document.querySelector(selector)) {
      record(performance.now() - t0);
      observer.disconnect();
    }
  }).observe(document.body, { childList: true, subtree: true });
}
