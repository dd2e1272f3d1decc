// Web mode's wire format: the channel map over one WebSocket at ws://127.0.0.1:{WEB_PORT}/ipc.
// The per-launch secret is served to the page in <meta name="venue-ipc-secret"> and must be sent as
// the `secret` query parameter; main refuses the upgrade without it (and from foreign origins).
import { z } from 'zod';
import { ipcErrorSchema } from './channels.js';

export const WEB_IPC_PATH = '/ipc';
export const WEB_IPC_SECRET_META = 'venue-ipc-secret';

export const webCallMessageSchema = z.object({
  type: z.literal('call'),
  id: z.number().int().nonnegative(),
  channel: z.string(),
  input: z.unknown(),
});
export type WebCallMessage = z.infer<typeof webCallMessageSchema>;

export const webServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('result'),
    id: z.number().int().nonnegative(),
    result: z.union([
      z.object({ ok: z.literal(true), value: z.unknown() }),
      z.object({ ok: z.literal(false), error: ipcErrorSchema }),
    ]),
  }),
  z.object({ type: z.literal('event'), event: z.string(), payload: z.unknown() }),
]);
export type WebServerMessage = z.infer<typeof webServerMessageSchema>;
