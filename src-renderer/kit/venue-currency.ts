// The venue currency for every money figure of the console: read from the tenant API once per
// screen mount and remembered per restaurant on this terminal (so figures keep their currency
// while offline). formatMoney (src-shared/domain/money.ts) does the Intl formatting.
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../src-shared/domain/money.js';
import { callApi } from '../data/call.js';
import { sessionAtom } from '../session/session-atoms.js';
import { atom, useAtom, useAtomValue } from '../state/jotai.js';

const storageKey = (restaurantId: number) => `venue-console.currency.${restaurantId}`;

function remembered(restaurantId: number | undefined): string | null {
  if (restaurantId === undefined) return null;
  try {
    return localStorage.getItem(storageKey(restaurantId));
  } catch {
    return null;
  }
}

/** restaurant id → its currency, as last read or saved on this terminal. */
const currencyAtom = atom<Record<number, string>>({});

export interface VenueCurrency {
  /** ISO 4217 code, or null until it is known. */
  currency: string | null;
  /** The amount in the venue currency ("£12.50"); a plain number until the currency is known. */
  format: (amount: number) => string;
  /** After a saved change: every screen's figures follow at once. */
  set: (currency: string) => void;
}

export function useVenueCurrency(): VenueCurrency {
  const restaurantId = useAtomValue(sessionAtom)?.user?.restaurantId;
  const [known, setKnown] = useAtom(currencyAtom);
  const locale = useTranslation().i18n.language;
  const currency = restaurantId === undefined ? null : (known[restaurantId] ?? remembered(restaurantId));

  const set = useCallback(
    (code: string) => {
      if (restaurantId === undefined) return;
      setKnown((all) => ({ ...all, [restaurantId]: code }));
      try {
        localStorage.setItem(storageKey(restaurantId), code);
      } catch {
        // Storage full or denied: the figures still follow for this session.
      }
    },
    [restaurantId, setKnown],
  );

  useEffect(() => {
    if (restaurantId === undefined) return;
    let live = true;
    void callApi('currency.get', {}).then((result) => {
      if (live && result.ok) set(result.value.currency);
    });
    return () => {
      live = false;
    };
  }, [restaurantId, set]);

  const format = useCallback(
    (amount: number) =>
      currency
        ? formatMoney(amount, currency, locale)
        : amount.toLocaleString(locale, { minimumFractionDigits: 2 }),
    [currency, locale],
  );
  return { currency, format, set };
}
