// What a host must see about a guest at a glance: allergies, dietary needs and VIP. A booking keeps
// its own allergens and tags; its linked client adds the profile's allergens, dietary restrictions and
// tags. Labels are merged case-insensitively, the booking's own first.
import type { Label } from '../schemas/client.js';

export interface GuestFlags {
  allergies: string[];
  dietary: string[];
  vip: boolean;
}

export interface FlaggedBooking {
  allergens: readonly Label[];
  client_tags: readonly Label[];
}

export interface FlaggedClient {
  allergens: readonly Label[];
  restrictions: readonly Label[];
  tags: readonly Label[];
}

function merged(...lists: (readonly Label[])[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { label } of lists.flat()) {
    const key = label.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(label.trim());
  }
  return out;
}

const isVip = (label: Label) => label.label.trim().toLowerCase() === 'vip';

export function guestFlags(booking: FlaggedBooking, client: FlaggedClient | null | undefined): GuestFlags {
  return {
    allergies: merged(booking.allergens, client?.allergens ?? []),
    dietary: merged(client?.restrictions ?? []),
    vip: booking.client_tags.some(isVip) || (client?.tags.some(isVip) ?? false),
  };
}

export const hasFlags = (flags: GuestFlags) =>
  flags.vip || flags.allergies.length > 0 || flags.dietary.length > 0;
