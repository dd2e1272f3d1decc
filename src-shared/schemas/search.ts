import { z } from 'zod';

/** Spec §3 search result: a booking row of the global search overlay. */
export const bookingSearchResultSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date: z.string(),
  time: z.string(),
  guest_count: z.number().int().nonnegative(),
  status: z.string(),
});

/** Spec §3 search result: a client row of the global search overlay. */
export const clientSearchResultSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobileNumber: z.string(),
  email: z.string(),
});

export const globalSearchResultsSchema = z.object({
  upcoming: z.array(bookingSearchResultSchema),
  past: z.array(bookingSearchResultSchema),
  clients: z.array(clientSearchResultSchema),
});
export type GlobalSearchResults = z.infer<typeof globalSearchResultsSchema>;
