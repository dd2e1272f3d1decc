// Links to the host-stand screens under the signed-in user's /{restaurant}/{role} prefix; paths come
// from the screen table.
import { screenHref } from '../screens/screen-table.js';

/** `/{restaurantname}/{userroletype}` of the current location (the first two path segments). */
export function consolePrefix(pathname: string): string {
  const [restaurant, role] = pathname.split('/').filter(Boolean);
  return restaurant && role ? `/${restaurant}/${role}` : '';
}

export function reservationLink(
  prefix: string,
  opts: { date?: string; reservationId?: string; isNew?: boolean } = {},
): string {
  return screenHref(prefix, 'reservation', {
    query: { date: opts.date, reservation: opts.reservationId, new: opts.isNew ? '1' : undefined },
  });
}

export function clientProfileLink(prefix: string, clientId: string): string {
  return screenHref(prefix, 'clientProfile', { query: { id: clientId } });
}
