// Test support: mounts a hook with react-dom on a bare container (the probe renders nothing, so no
// DOM library is needed) and a fake core with events a test can emit. Used by the data and kit tests.
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { VenueApi } from '../../src-shared/ipc/channels.js';

export interface HookHarness<R, P> {
  current: () => R;
  rerender: (props: P) => Promise<void>;
  /** Runs a change (a hook's setter) inside React's act, so its render has happened after. */
  act: (run: () => void) => Promise<void>;
  /** Lets pending promises and the effects they cause run. */
  settle: () => Promise<void>;
  unmount: () => Promise<void>;
}

function bareWindow(): Record<string, unknown> {
  const noop = () => undefined;
  return { addEventListener: noop, removeEventListener: noop };
}

function bareContainer(): Element {
  const noop = () => undefined;
  const doc: Record<string, unknown> = { addEventListener: noop, removeEventListener: noop, nodeType: 9 };
  doc.defaultView = { document: doc, HTMLIFrameElement: class {} };
  return {
    nodeType: 1,
    nodeName: 'DIV',
    tagName: 'DIV',
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    ownerDocument: doc,
    addEventListener: noop,
    removeEventListener: noop,
    childNodes: [],
    firstChild: null,
    removeChild: noop,
    appendChild: noop,
  } as unknown as Element;
}

export function mountHook<R, P>(hook: (props: P) => R, initial: P): HookHarness<R, P> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean; window?: unknown };
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  // react-dom and @mantine/form read a few window properties; a bare object with listeners serves.
  scope.window ??= bareWindow();
  let latest: { value: R } | null = null;
  function Probe(props: { hookProps: P }): ReactNode {
    latest = { value: hook(props.hookProps) };
    return null;
  }
  let root: Root | null = null;
  act(() => {
    root = createRoot(bareContainer());
    root.render(createElement(Probe, { hookProps: initial }));
  });
  return {
    current: () => {
      if (!latest) throw new Error('The hook has not rendered');
      return latest.value;
    },
    rerender: async (props) => {
      await act(async () => {
        root?.render(createElement(Probe, { hookProps: props }));
        await Promise.resolve();
      });
    },
    act: async (run) => {
      await act(async () => {
        run();
        await Promise.resolve();
      });
    },
    settle: async () => {
      for (let i = 0; i < 5; i++) {
        await act(async () => {
          await new Promise((r) => setTimeout(r, 0));
        });
      }
    },
    unmount: async () => {
      await act(async () => {
        root?.unmount();
        await Promise.resolve();
      });
    },
  };
}

/** A core whose channels a test sets and whose events it emits; installed as the global one. */
export function fakeVenue(channels: Record<string, (input?: unknown) => Promise<unknown>> = {}) {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const api = {
    ...channels,
    on(event: string, handler: (payload: unknown) => void) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => set.delete(handler);
    },
  };
  (globalThis as { window?: unknown }).window = { ...bareWindow(), venue: api as unknown as VenueApi };
  return {
    api,
    emit(event: string, payload: unknown) {
      act(() => {
        for (const handler of handlers.get(event) ?? []) handler(payload);
      });
    },
    listeners: (event: string) => handlers.get(event)?.size ?? 0,
  };
}
