// The one IPC contract: channel -> {input, output}. Main registers a handler per key (see
// src-main/ipc/handler-table.ts), the preload exposes exactly these keys as window.venue, and web
// mode carries the same calls over a WebSocket. Main validates every input with these schemas.
import { z } from 'zod';
import { fieldErrorsSchema } from '../schemas/envelope.js';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  sessionSchema,
  signInRequestSchema,
} from '../schemas/auth.js';
import { globalSearchResultsSchema } from '../schemas/search.js';

export const windowStateSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  maximized: z.boolean(),
});

export const settingsSchema = z.object({
  /** Tenant-API base URL (without /api/v1). */
  serverUrl: z.string(),
  /** Last explicitly chosen tenant (slug or id), spec §5 step 1/5. */
  lastTenant: z.string().nullable(),
  windowState: windowStateSchema.nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const appInfoSchema = z.object({
  mode: z.enum(['electron', 'web']),
  version: z.string(),
  apiUrl: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

const none = z.undefined();

export const IPC_CHANNELS = {
  'app.info': { input: none, output: appInfoSchema },
  'session.get': { input: none, output: sessionSchema },
  'session.signIn': { input: signInRequestSchema, output: sessionSchema },
  'session.signOut': { input: none, output: sessionSchema },
  'session.forgotPassword': { input: forgotPasswordRequestSchema, output: z.object({ message: z.string() }) },
  'session.resetPassword': { input: resetPasswordRequestSchema, output: z.object({ message: z.string() }) },
  'settings.get': { input: none, output: settingsSchema },
  'settings.set': { input: settingsSchema.partial(), output: settingsSchema },
  'search.global': { input: z.object({ query: z.string().max(200) }), output: globalSearchResultsSchema },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export type ChannelName = keyof typeof IPC_CHANNELS;
export type ChannelInput<C extends ChannelName> = z.input<(typeof IPC_CHANNELS)[C]['input']>;
export type ChannelOutput<C extends ChannelName> = z.output<(typeof IPC_CHANNELS)[C]['output']>;

/** Events main pushes to every renderer. */
export const IPC_EVENTS = {
  'session.changed': sessionSchema,
} as const satisfies Record<string, z.ZodType>;
export type EventName = keyof typeof IPC_EVENTS;
export type EventPayload<E extends EventName> = z.output<(typeof IPC_EVENTS)[E]>;

export const ipcErrorSchema = z.object({
  message: z.string(),
  status: z.number().int().optional(),
  code: z.string().optional(),
  errors: fieldErrorsSchema.optional(),
});
export type IpcError = z.infer<typeof ipcErrorSchema>;
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

type ChannelFunctions = {
  [C in ChannelName]: (
    ...args: undefined extends ChannelInput<C> ? [input?: ChannelInput<C>] : [input: ChannelInput<C>]
  ) => Promise<IpcResult<ChannelOutput<C>>>;
};

/** What `window.venue` is, in Electron (preload) and in web mode (WebSocket transport) alike. */
export type VenueApi = ChannelFunctions & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

export const CHANNEL_NAMES = Object.keys(IPC_CHANNELS) as ChannelName[];
export const EVENT_NAMES = Object.keys(IPC_EVENTS) as EventName[];

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.hasOwn(IPC_CHANNELS, name);
}
