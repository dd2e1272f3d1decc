import { WEB_IPC_PATH } from '../../src-shared/ipc/web-protocol.js';

/** ws(s)://{page host}/ipc?secret=… — the web-mode core's socket, on the host that served the page. */
export function webIpcUrl(location: Pick<Location, 'protocol' | 'host'>, secret: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${WEB_IPC_PATH}?secret=${encodeURIComponent(secret)}`;
}
