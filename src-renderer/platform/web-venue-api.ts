// Builds a VenueApi (the same shape the Electron preload exposes) on the web-mode transport.
import { CHANNEL_NAMES, EVENT_NAMES, type EventName, type VenueApi } from '../../src-shared/ipc/channels.js';
import type { WebSocketTransport } from './web-socket-transport.js';

export function createWebVenueApi(transport: WebSocketTransport): VenueApi {
  const calls = Object.fromEntries(
    CHANNEL_NAMES.map((channel) => [channel, (input?: unknown) => transport.call(channel, input)]),
  );
  const on = (event: EventName, listener: (payload: never) => void): (() => void) => {
    if (!EVENT_NAMES.includes(event)) throw new Error(`Unknown event "${event}"`);
    return transport.on(event, listener as (payload: unknown) => void);
  };
  // The transport validates every output and event payload against the channel map's schemas,
  // which is what makes this widening to the typed VenueApi sound.
  return { ...calls, on } as unknown as VenueApi;
}
