// Fan-out of IPC_EVENTS to every subscriber (Electron windows, web-mode sockets, tests).
import type { EventName, EventPayload } from '../../src-shared/ipc/channels.js';

export type EventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

export class EventHub {
  private readonly listeners = new Set<EventListener>();

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit<E extends EventName>(event: E, payload: EventPayload<E>): void {
    for (const listener of this.listeners) {
      try {
        listener(event, payload);
      } catch {
        // One broken subscriber (a closed window) must not stop the others from hearing the event.
      }
    }
  }
}
