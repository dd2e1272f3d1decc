// Money in the venue's currency: decimal amounts with at most two decimals on the wire and in
// forms, integer minor units (cents) wherever amounts are added or stored, so sums never drift.

export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => minor / 100;

/** Tax rates travel as percentages with two decimals; stored as basis points (20% = 2000). */
export const toBasisPoints = (percent: number): number => Math.round(percent * 100);
export const fromBasisPoints = (basisPoints: number): number => basisPoints / 100;

/** Price plus tax, in minor units, rounded half away from zero like a till. */
export function withTaxMinor(priceMinor: number, taxBasisPoints: number): number {
  const raw = (priceMinor * (10_000 + taxBasisPoints)) / 10_000;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}

/**
 * The one price rule. Menus hold NET prices: a product's `price` is before tax and its `tax` is the
 * rate on top. A guest pays the GROSS price, so everything a guest is charged or shown (the product
 * list, the order entry, order lines and totals, tabs) is the gross amount from here; a modifier
 * option's price change takes its product's rate.
 */
export function grossPriceMinor(netAmount: number, taxPercent: number): number {
  return withTaxMinor(toMinor(netAmount), toBasisPoints(taxPercent));
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "£12.50" / "A$12.50": the amount in the venue currency, in the terminal's or a given locale. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const key = `${locale ?? ''}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // An unknown currency code still shows the amount rather than failing the screen.
      format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(key, format);
  }
  return format.format(amount);
}
