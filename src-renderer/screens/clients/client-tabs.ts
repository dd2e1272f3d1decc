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

/**
 * The tab's value for Mantine, which builds the tab's and panel's element ids from it: ids go into
 * aria-controls/aria-labelledby, space-separated id lists, so a value must hold no whitespace.
 */
export function clientTabKey(tab: ClientTab): string {
  return tab.toLowerCase().replace(/\s+/g, '-');
}

export function clientTabOfKey(key: string | null): ClientTab | undefined {
  return CLIENT_TABS.find((t) => clientTabKey(t) === key);
}
