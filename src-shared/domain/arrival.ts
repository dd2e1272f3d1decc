// Whether a booking's status says its party is at the venue: "arrived" (here, waiting for its table)
// or "seated" (at it). Statuses are each venue's own rows, so these two are known by their names, as
// the floor plan, the dashboard and the optimiser already know them. The book, the grid and the floor
// plan mark both in words and an icon, so an arrived party never reads like one still to come.
export type Arrival = 'arrived' | 'seated';

export function arrivalOf(statusName: string): Arrival | null {
  const name = statusName.trim().toLowerCase();
  return name === 'arrived' || name === 'seated' ? name : null;
}
