// "View guest contact details": a role without it sees a guest's email and mobile number masked.
// A guest-contact object is one that carries a `mobileNumber` (reservations, clients, guest-list
// entries, search results); staff users and restaurants have other shapes and are left alone.
// The server masks its JSON answers and the audit trail; the console's core masks what it reads
// from the terminal's mirror, which stays whole because several staff share one terminal.

export const CONTACT_MASK = '••••••';
export const CONTACT_FIELDS = ['email', 'mobileNumber'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value with every guest contact masked (a copy; the input is not changed). Empty stays empty. */
export function maskContacts<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => maskContacts(v)) as T;
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  const isContact = 'mobileNumber' in value;
  for (const [key, v] of Object.entries(value)) {
    if (isContact && (CONTACT_FIELDS as readonly string[]).includes(key) && typeof v === 'string')
      out[key] = v === '' ? '' : CONTACT_MASK;
    else out[key] = maskContacts(v);
  }
  return out as T;
}

/**
 * Drops contact fields that still hold the mask from an edit: a masked value sent back means "not
 * changed", never "set the email to ••••••".
 */
export function withoutMaskedContacts<T extends Record<string, unknown>>(patch: T): T {
  const out = { ...patch };
  for (const field of CONTACT_FIELDS) if (out[field] === CONTACT_MASK) delete out[field];
  return out;
}
