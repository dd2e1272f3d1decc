// The venue currency (Settings › Currency): an ISO 4217 code every money figure of the console is
// formatted in (Intl, src-shared/domain/money.ts).
import { z } from 'zod';

/** The ISO 4217 codes this runtime can format; a short fallback list where Intl cannot list them. */
export const CURRENCY_CODES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('currency')
    : ['AUD', 'CAD', 'CHF', 'EUR', 'GBP', 'JPY', 'NZD', 'USD'];

export const currencyCodeSchema = z
  .string({ error: 'currency must be a three-letter ISO 4217 code' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z]{3}$/.test(v) && CURRENCY_CODES.includes(v), {
    message: 'currency must be a three-letter ISO 4217 code, like GBP or EUR',
  });

export const venueCurrencySchema = z.object({ currency: z.string() });
export type VenueCurrency = z.infer<typeof venueCurrencySchema>;
export const updateVenueCurrencySchema = z.object({ currency: currencyCodeSchema });
