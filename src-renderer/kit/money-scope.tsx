// Money figures in a list: the venue currency read once for the whole list (never once per cell),
// and a discount as staff read it, a percent or an amount in that currency.
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVenueCurrency } from './venue-currency.js';

const MoneyFormat = createContext<((amount: number) => string) | null>(null);

/** Gives the lists inside it the venue currency. */
export function VenueMoneyScope({ children }: { children: ReactNode }) {
  const { format } = useVenueCurrency();
  return <MoneyFormat.Provider value={format}>{children}</MoneyFormat.Provider>;
}

/** "15%" ("15 %" in French), or "£12.35" in the venue currency when the discount is an amount. */
export function useDiscountText(): (value: number, type: unknown) => string {
  const money = useContext(MoneyFormat);
  const locale = useTranslation().i18n.language;
  return useCallback(
    (value, type) =>
      type === 'amount'
        ? (money?.(value) ?? value.toLocaleString(locale, { minimumFractionDigits: 2 }))
        : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100),
    [money, locale],
  );
}
