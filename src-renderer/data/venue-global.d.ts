// The core's door on the global object: the Electron preload provides it, or install-venue.ts
// installs the web-mode WebSocket transport before React renders. Only src-renderer/data reads it.
import type { VenueApi } from '../../src-shared/ipc/channels.js';

declare global {
  interface Window {
    venue: VenueApi;
  }
}

export {};
