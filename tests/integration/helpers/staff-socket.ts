// A console's socket.io connection to a test API: websocket only, never reconnecting on its own.
import { io as connectSocket, type Socket } from 'socket.io-client';

/**
 * Connects to `url` with `auth` (token, restaurant, terminal…) and keeps the socket in `sockets`
 * for the test to close; resolves once connected, rejects with the connection's error.
 */
export function connectStaffSocket(
  url: string,
  auth: Record<string, unknown>,
  sockets: Socket[],
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connectSocket(url, {
      path: '/socket.io',
      auth,
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (err) => reject(err));
  });
}
