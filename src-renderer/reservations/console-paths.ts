// Paths of the host-stand screens under the signed-in user's /{restaurant}/{role} prefix.
export const RESERVATION_SCREEN = 'services/reservationManagement/reservation';
export const GUEST_LIST_SCREEN = 'services/reservationManagement/guestlist';
export const CLIENTS_SCREEN = 'clients';

/** `/{restaurantname}/{userroletype}` of the current location (the first two path segments). */
export function consolePrefix(pathname: string): string {
  const [restaurant, role] = pathname.split('/').filter(Boolean);
  return restaurant && role ? `/${restaurant}/${role}` : '';
}

export function reservationLink(
  prefix: string,
  opts: { date?: string; reservationId?: string; isNew?: boolean } = {},
): string {
  const params = new URLSearchParams();
  if (opts.date) params.set('date', opts.date);
  if (opts.reservationId) params.set('reservation', opts.reservationId);
  if (opts.isNew) params.set('new', '1');
  const query = params.toString();
  return `${prefix}/${RESERVATION_SCREEN}${query ? `?${query}` : ''}`;
}

export function clientProfileLink(prefix: string, clientId: string): string {
  return `${prefix}/${CLIENTS_SCREEN}/profile?id=${encodeURIComponent(clientId)}`;
}
