// The widget settings' client state (spec §3 widget config, §4 real-time channel, §8 widget failures):
// one cached config per widget type (a jotai atom each), a loading flag and an error per widget type,
// under 'bulk' for the bulk update and 'search' for search. Every load, save, apply or restore sets
// the loading flag, clears that widget's error, then stores the result or the error message. A
// `widgetConfigUpdate` from the tenant room (main's 'realtime.widgetConfig' event) refreshes the cache.
import { useCallback, useEffect } from 'react';
import type { IpcError, IpcResult } from '../../../src-shared/ipc/channels.js';
import { WIDGETS_PAGE, type WidgetType } from '../../../src-shared/website/widget-config.js';
import type { UiConfig } from '../../../src-shared/website/widget-calls.js';
import { callApi } from '../../data/call.js';
import { atom, useAtom, useAtomValue, useSetAtom, type PrimitiveAtom } from '../../state/jotai.js';
import { onVenue } from '../../data/venue.js';

export type WidgetConfigValue = Record<string, unknown>;

export interface CachedWidget {
  config: WidgetConfigValue;
  /** 0 while never saved. */
  version: number;
  saved: boolean;
  /** Bumped when another console's save arrives, so an open form with edits can say so. */
  remoteStamp: number;
}

/** One atom per widget type: its last known config (null until loaded). */
export const widgetConfigAtoms: Record<WidgetType, PrimitiveAtom<CachedWidget | null>> = {
  reservation: atom<CachedWidget | null>(null),
  event: atom<CachedWidget | null>(null),
  waitlist: atom<CachedWidget | null>(null),
  landingPage: atom<CachedWidget | null>(null),
  customAudience: atom<CachedWidget | null>(null),
};

export type WidgetStatusKey = WidgetType | 'bulk' | 'search';
export interface WidgetStatus {
  loading: Partial<Record<WidgetStatusKey, boolean>>;
  /** The last failure's message per widget type ('bulk', 'search'); absent when the last call worked. */
  errors: Partial<Record<WidgetStatusKey, IpcError>>;
}
export const widgetStatusAtom = atom<WidgetStatus>({ loading: {}, errors: {} });

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Runs one call for `key`: loading on and the key's error cleared first, then the error stored on
 * failure (the result is the caller's to store). Answers the call's result unchanged.
 */
export function useTrackedCall() {
  const setStatus = useSetAtom(widgetStatusAtom);
  return useCallback(
    async <T>(key: WidgetStatusKey, run: () => Promise<IpcResult<T>>): Promise<IpcResult<T>> => {
      setStatus((s) => ({
        loading: { ...s.loading, [key]: true },
        errors: Object.fromEntries(Object.entries(s.errors).filter(([k]) => k !== key)),
      }));
      const result = await run();
      setStatus((s) => ({
        loading: { ...s.loading, [key]: false },
        errors: result.ok ? s.errors : { ...s.errors, [key]: result.error },
      }));
      return result;
    },
    [setStatus],
  );
}

const cachedOf = (view: UiConfig, remoteStamp: number): CachedWidget => ({
  config: view.config,
  version: view.version,
  saved: view.saved,
  remoteStamp,
});

/** A widget type's cached config, and the calls that load and change it. */
export function useWidgetConfig(type: WidgetType) {
  const [cached, setCached] = useAtom(widgetConfigAtoms[type]);
  const track = useTrackedCall();
  const stamp = cached?.remoteStamp ?? 0;

  /** Stores a config the server answered for this widget (a save, apply or restore). */
  const store = useCallback(
    (view: UiConfig) => setCached((c) => cachedOf(view, c?.remoteStamp ?? 0)),
    [setCached],
  );

  /** A tracked call whose answer is the widget's config, stored when it comes. */
  const storing = useCallback(
    async (run: () => Promise<IpcResult<UiConfig>>) => {
      const result = await track(type, run);
      if (result.ok) store(result.value);
      return result;
    },
    [track, type, store],
  );

  const load = useCallback(
    () => storing(() => callApi('website.uiConfig', { params: { page: WIDGETS_PAGE, section: type } })),
    [storing, type],
  );

  const save = useCallback(
    (config: WidgetConfigValue) =>
      storing(() =>
        callApi('website.saveUiConfig', { params: { page: WIDGETS_PAGE, section: type }, body: config }),
      ),
    [storing, type],
  );

  const restore = useCallback(
    (versionId: string) =>
      storing(() => callApi('website.restoreWidgetVersion', { params: { widgetType: type, versionId } })),
    [storing, type],
  );

  const applyTemplate = useCallback(
    async (templateId: string) => {
      const result = await track(type, () =>
        callApi('website.applyTemplate', { params: { templateId }, body: { widgetType: type } }),
      );
      if (result.ok)
        setCached((c) => ({
          config: result.value.config,
          version: result.value.version,
          saved: true,
          remoteStamp: c?.remoteStamp ?? stamp,
        }));
      return result;
    },
    [track, type, setCached, stamp],
  );

  return { cached, load, save, restore, applyTemplate, store };
}

/**
 * While a widget screen is open: every `widgetConfigUpdate` of the tenant room refreshes that
 * widget's cache. A config equal to the cached one (this console's own save coming back) changes
 * nothing; any other bumps the widget's remote stamp so a form with edits can say it changed.
 */
export function useWidgetConfigUpdates(onUpdate?: (type: WidgetType) => void) {
  const setters = {
    reservation: useSetAtom(widgetConfigAtoms.reservation),
    event: useSetAtom(widgetConfigAtoms.event),
    waitlist: useSetAtom(widgetConfigAtoms.waitlist),
    landingPage: useSetAtom(widgetConfigAtoms.landingPage),
    customAudience: useSetAtom(widgetConfigAtoms.customAudience),
  } satisfies Record<WidgetType, unknown>;
  const { reservation, event, waitlist, landingPage, customAudience } = setters;
  useEffect(() => {
    const all = { reservation, event, waitlist, landingPage, customAudience };
    return onVenue('realtime.widgetConfig', ({ widgetType, config }) => {
      let changed = false;
      all[widgetType]((c) => {
        if (c && sameJson(c.config, config)) return c;
        changed = true;
        return {
          config,
          // The event carries no version: the next load or save says it.
          version: c?.version ?? 0,
          saved: true,
          remoteStamp: (c?.remoteStamp ?? 0) + 1,
        };
      });
      if (changed) onUpdate?.(widgetType);
    });
  }, [reservation, event, waitlist, landingPage, customAudience, onUpdate]);
}

export const useWidgetStatus = () => useAtomValue(widgetStatusAtom);
