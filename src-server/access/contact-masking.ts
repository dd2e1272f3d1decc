// "View guest contact details": every JSON answer to a caller whose role lacks it has the guests'
// email and mobile number masked (src-shared/access/contact-mask.ts says which objects are guests).
// The change feed is not masked: a terminal's mirror is shared by everyone who signs in on it, and
// the console's core masks what it reads from the mirror for a user without the permission.
import type { FastifyInstance } from 'fastify';
import { maskContacts } from '../../src-shared/access/contact-mask.js';

export const CONTACT_PERMISSION = 'guests.view_contact_details';

export function installContactMasking(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const tenant = request.auth?.tenant;
    if (!tenant || tenant.permissions.has(CONTACT_PERMISSION)) return payload;
    return maskContacts(payload);
  });
}
