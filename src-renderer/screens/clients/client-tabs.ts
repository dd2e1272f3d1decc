// Spec §2 client detail panel: the chosen tab moves to the front, and Notes always stays last.
export const CLIENT_TABS = [
  'Reservation History',
  'Order History',
  'Request History',
  'Client Tier History',
  'Notes',
] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

const NOTES: ClientTab = 'Notes';

export function chooseClientTab(order: readonly ClientTab[], chosen: ClientTab): ClientTab[] {
  const rest = order.filter((t) => t !== chosen && t !== NOTES);
  const front = chosen === NOTES ? [] : [chosen];
  return [...front, ...rest, ...(order.includes(NOTES) ? [NOTES] : [])];
}
