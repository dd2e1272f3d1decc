// A client must stay reachable: after any edit it keeps a mobile number or an email address. One
// rule for the server's patch (REST and pushed offline edits) and the terminal's optimistic apply,
// so an edit refused offline is refused with the same words online.

export interface ClientContact {
  first_name: string;
  last_name: string;
  mobileNumber: string;
  email: string;
}

export interface ContactRefusal {
  field: 'mobileNumber';
  reason: string;
}

/** Why `patch` on `stored` leaves the client unreachable, or null when it does not. */
export function contactRefusal(stored: ClientContact, patch: Partial<ClientContact>): ContactRefusal | null {
  const mobile = (patch.mobileNumber ?? stored.mobileNumber).trim();
  const email = (patch.email ?? stored.email).trim();
  if (mobile || email) return null;
  const name = [patch.first_name ?? stored.first_name, patch.last_name ?? stored.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return {
    field: 'mobileNumber',
    reason: `Client ${name} needs a mobile number or an email address`,
  };
}
