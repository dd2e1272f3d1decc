// window.venue is the renderer's only door to the core: the Electron preload provides it, or
// platform/install-venue.ts installs the web-mode WebSocket transport before React renders.
import type { VenueApi } from '../src-shared/ipc/channels.js';

declare global {
  interface Window {
    venue: VenueApi;
  }
}

export {};
