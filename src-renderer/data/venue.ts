// The renderer's one door to the core. Every screen reaches main through this module (and the
// hooks beside it), so the transport can change in one place and tests can swap it in one place.
import type { EventName, EventPayload, VenueApi } from '../../src-shared/ipc/channels.js';
import type {} from './venue-global.js';

/** The core's channels: the preload's in Electron, the WebSocket transport's in web mode. */
export function venue(): VenueApi {
  return window.venue;
}

/** True once a core (real or the "no core" stand-in) is installed. */
export function hasVenue(): boolean {
  return Boolean((window as Partial<Window>).venue);
}

/** Installs the core's channels (web mode and the "no core" stand-in; Electron's preload sets its own). */
export function setVenue(api: VenueApi): void {
  window.venue = api;
}

/** Listens to one of main's events; answers the function that stops listening. */
export function onVenue<E extends EventName>(
  event: E,
  handler: (payload: EventPayload<E>) => void,
): () => void {
  return window.venue.on(event, handler);
}
