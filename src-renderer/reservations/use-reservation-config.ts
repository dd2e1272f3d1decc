// The venue's reservation config for the booking form. Read from the server when it answers and
// kept on this terminal (local storage, per restaurant), so the form applies the venue's rules
// offline too; a terminal that never read it uses the spec §9 defaults, and the server still
// decides when the booking is pushed.
import { useEffect, useState } from 'react';
import {
  VENUE_SETTINGS_DEFAULTS,
  withGroupDefaults,
  type ReservationConfig,
} from '../../src-shared/schemas/venue-settings.js';
import { callApi } from '../data/call.js';

const storageKey = (restaurantId: number) => `venue.reservationConfig.${restaurantId}`;

function stored(restaurantId: number | null): ReservationConfig {
  if (restaurantId === null) return VENUE_SETTINGS_DEFAULTS.reservation_config;
  try {
    const text = window.localStorage.getItem(storageKey(restaurantId));
    return withGroupDefaults('reservation_config', text ? (JSON.parse(text) as unknown) : null);
  } catch {
    return VENUE_SETTINGS_DEFAULTS.reservation_config;
  }
}

/** The event that tells every reader on this terminal that the venue's config was read or saved. */
const CHANGED = 'venue.reservationConfig.changed';

/** Keeps the config the server answered with, and tells this terminal's readers (the sidebar, the form). */
export function rememberReservationConfig(restaurantId: number, config: ReservationConfig): void {
  window.localStorage.setItem(storageKey(restaurantId), JSON.stringify(config));
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: restaurantId }));
}

export function useReservationConfig(restaurantId: number | null): ReservationConfig {
  const [config, setConfig] = useState(() => stored(restaurantId));
  useEffect(() => {
    let live = true;
    setConfig(stored(restaurantId));
    if (restaurantId === null) return;
    const reread = (event: Event) => {
      if ((event as CustomEvent<number>).detail === restaurantId) setConfig(stored(restaurantId));
    };
    window.addEventListener(CHANGED, reread);
    void callApi('venueSettings.getAll', { query: {} }).then((result) => {
      if (live && result.ok) rememberReservationConfig(restaurantId, result.value.reservation_config);
    });
    return () => {
      live = false;
      window.removeEventListener(CHANGED, reread);
    };
  }, [restaurantId]);
  return config;
}
