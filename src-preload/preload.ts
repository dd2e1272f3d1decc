// The renderer's only door into main: `window.venue`, built from the channel map's keys and nothing
// else, so a channel that is not in IPC_CHANNELS cannot be called from the page.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  CHANNEL_NAMES,
  EVENT_NAMES,
  type ChannelName,
  type EventName,
  type EventPayload,
  type IpcResult,
  type VenueApi,
} from '../src-shared/ipc/channels.js';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from '../src-shared/ipc/electron-transport.js';

type Call = (input?: unknown) => Promise<IpcResult<unknown>>;

const calls = Object.fromEntries(
  CHANNEL_NAMES.map((name: ChannelName): [ChannelName, Call] => [
    name,
    (input?: unknown) => ipcRenderer.invoke(IPC_CALL_CHANNEL, name, input) as Promise<IpcResult<unknown>>,
  ]),
) as unknown as Omit<VenueApi, 'on'>;

const venue = {
  ...calls,
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
    if (!EVENT_NAMES.includes(event)) throw new Error(`Unknown venue event "${String(event)}"`);
    // Only the event's payload crosses the bridge; the raw IpcRendererEvent (with its sender) never does.
    const handler = (_event: IpcRendererEvent, name: unknown, payload: unknown) => {
      if (name === event) listener(payload as EventPayload<E>);
    };
    ipcRenderer.on(IPC_EVENT_CHANNEL, handler);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT_CHANNEL, handler);
    };
  },
} satisfies VenueApi;

contextBridge.exposeInMainWorld('venue', venue);
