// A reservation status as staff read it: the spec's default status names are translated; a status
// a venue named itself stays as named. The name sent to the server is never changed.
import { reservationsEn } from './areas/reservations.en.js';
import type { Translate } from './translate.js';

const KNOWN = new Set(Object.keys(reservationsEn.statuses));

export function statusLabel(t: Translate, name: string): string {
  return KNOWN.has(name) ? t(`reservations.statuses.${name}`) : name;
}
