// Spec §2: the sidebar scroll position is remembered in local storage.
import { useCallback, useLayoutEffect, useRef } from 'react';

export const SIDEBAR_SCROLL_KEY = 'venue-console.sidebar.scrollTop';

export function useSidebarScroll() {
  const viewportRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const saved = Number(window.localStorage.getItem(SIDEBAR_SCROLL_KEY));
    if (viewportRef.current && Number.isFinite(saved)) viewportRef.current.scrollTop = saved;
  }, []);
  const onScrollPositionChange = useCallback(({ y }: { x: number; y: number }) => {
    window.localStorage.setItem(SIDEBAR_SCROLL_KEY, String(Math.round(y)));
  }, []);
  return { viewportRef, onScrollPositionChange };
}
