// Picks the core's implementation (data/venue.ts) before React renders: the Electron preload's when present,
// otherwise web mode's WebSocket transport, whose secret the web server puts in a <meta> tag.
import { CHANNEL_NAMES, type VenueApi } from '../../src-shared/ipc/channels.js';
import { WEB_IPC_SECRET_META } from '../../src-shared/ipc/web-protocol.js';
import { webIpcUrl } from './web-ipc-url.js';
import { WebSocketTransport } from './web-socket-transport.js';
import { createWebVenueApi } from './web-venue-api.js';
import { hasVenue, setVenue } from '../data/venue.js';

export const NO_CORE_MESSAGE =
  'The console core is not reachable: this page was opened without the desktop app or the web-mode server (start it with npm start).';

function readSecret(): string | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${WEB_IPC_SECRET_META}"]`);
  const secret = meta?.content.trim();
  return secret ? secret : null;
}

/** Every call fails with NO_CORE_MESSAGE, so the console explains itself instead of hanging. */
function createUnavailableVenueApi(): VenueApi {
  const calls = Object.fromEntries(
    CHANNEL_NAMES.map((channel) => [
      channel,
      () => Promise.resolve({ ok: false, error: { message: NO_CORE_MESSAGE, code: 'NO_CORE' } }),
    ]),
  );
  return { ...calls, on: () => () => undefined } as unknown as VenueApi;
}

export function installVenue(): void {
  // The preload defines the core's channels in Electron; web mode installs them here.
  if (hasVenue()) return;
  const secret = readSecret();
  if (!secret) {
    setVenue(createUnavailableVenueApi());
    return;
  }
  const transport = new WebSocketTransport({
    url: webIpcUrl(window.location, secret),
    createSocket: (url) => new WebSocket(url),
  });
  transport.connect();
  setVenue(createWebVenueApi(transport));
}
