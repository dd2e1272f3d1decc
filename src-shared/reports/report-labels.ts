// Reports in English words, for what the server writes itself (the CSV's header row, the scheduled
// mail): a report's, section's, metric's and column's key → its label, and a value in its unit as
// staff read it. The console words the same keys in the staff's language (i18n `reports.*`) and may
// start from these. A key the maps do not know yet still reads as words ('walkIns' → 'Walk ins').
import { fromMinor } from '../domain/money.js';
import type { ReportKey, ReportUnit, ReportValue } from './report-schemas.js';

/** Each report's title. */
export const REPORT_LABELS: Record<ReportKey, string> = {
  covers: 'Covers and bookings',
  bookingMix: 'Bookings, walk-ins and waitlist',
  leadTimes: 'No-shows and cancellations by lead time',
  turnTimes: 'Turn times',
  utilisation: 'Table utilisation',
  channels: 'Channels and sources',
  servers: 'Covers per server and section',
  orders: 'Orders',
  marketing: 'Marketing',
  requests: 'Guest requests',
};

/** Section, metric and column keys the reports use, in words (one map: a key means one thing). */
export const REPORT_KEY_LABELS: Readonly<Record<string, string>> = {
  // Sections.
  coversByDay: 'Covers by day',
  coversByShift: 'Covers by shift',
  mixByDay: 'Bookings, walk-ins and waitlist by day',
  mixByKind: 'Covers by kind of visit',
  sourceMix: 'By source',
  channelMix: 'By booking channel',
  coversByServer: 'Covers by server',
  coversBySection: 'Covers by section',
  noShowsByLeadTime: 'No-shows by lead time',
  cancellationsByLeadTime: 'Cancellations by lead time',
  turnByPartySize: 'Turn time by party size',
  utilisationByTable: 'Utilisation by table',
  utilisationByArea: 'Utilisation by area',
  revpashByDay: 'Revenue per available seat-hour by day',
  revenueByOutlet: 'Revenue by outlet',
  revenueByItem: 'Revenue by item',
  revenueByHour: 'Revenue by hour',
  outOfStockNow: "86'd items now",
  bookingsByPromoCode: 'Bookings by promo code',
  promoBookingsByDay: 'Promo code bookings by day',
  requestsByKind: 'Requests by kind',
  requestsByDay: 'Requests by day',
  // Metrics and columns.
  date: 'Date',
  day: 'Day',
  shift: 'Shift',
  covers: 'Covers',
  bookings: 'Bookings',
  reservations: 'Reservations',
  walkIns: 'Walk-ins',
  waitlist: 'Waitlist',
  kind: 'Kind',
  share: 'Share',
  coverShare: 'Share of covers',
  onlineShare: 'Online share of covers',
  walkInShare: 'Walk-in share of covers',
  coversPerServer: 'Covers per server',
  code: 'Code',
  type: 'Type',
  noShowRate: 'No-show rate',
  cancellationRate: 'Cancellation rate',
  bucket: 'Lead time',
  leadTime: 'Lead time',
  partySize: 'Party size',
  parties: 'Parties',
  quoted: 'Quoted (minutes)',
  actual: 'Actual (minutes)',
  difference: 'Difference (minutes)',
  averageTurn: 'Average turn time',
  turnMinutes: 'Turn time (minutes)',
  noShows: 'No-shows',
  cancellations: 'Cancellations',
  table: 'Table',
  area: 'Area',
  seats: 'Seats',
  tables: 'Tables',
  occupiedMinutes: 'Minutes occupied',
  openMinutes: 'Minutes open',
  utilisation: 'Utilisation',
  ordersRevenue: 'Food order revenue',
  tillRevenue: 'Till revenue (POS)',
  revenue: 'Revenue',
  seatHours: 'Seat-hours available',
  revpash: 'Revenue per available seat-hour',
  channel: 'Channel',
  source: 'Source',
  server: 'Server',
  section: 'Section',
  outlet: 'Outlet',
  item: 'Item',
  hour: 'Hour',
  quantity: 'Quantity',
  quantitySold: 'Quantity sold',
  stockQuantity: 'In stock',
  orders: 'Orders',
  averageSpend: 'Average spend',
  count: 'Count',
  promoBookings: 'Promo code bookings',
  bookingShare: 'Share of bookings',
  requestsOnTime: 'Requests answered within target',
  requestKind: 'Kind of request',
  requests: 'Requests',
  answeredInTime: 'Answered in time',
  answeredLate: 'Answered late',
  unanswered: 'Unanswered',
  overdue: 'Overdue',
  medianResponseMinutes: 'Median response time',
  onTime: 'Answered in time (share)',
};

/** 'walkIns' → 'Walk ins', 'revenue_total' → 'Revenue total': an unknown key still reads as words. */
export function keyAsWords(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A section, metric or column key in English words (a report's title is REPORT_LABELS). */
export function reportKeyLabel(key: string): string {
  return REPORT_KEY_LABELS[key] ?? keyAsWords(key);
}

/** How the CSV writes a row's empty name (bookings with no shift, server or section). */
export const NOT_ASSIGNED_LABEL = 'Not assigned';

/** A column's CSV header: its label, with the currency for money ("Revenue (GBP)"). */
export function reportColumnHeader(column: { key: string; unit: ReportUnit }, currency: string): string {
  const label = reportKeyLabel(column.key);
  return column.unit === 'money' ? `${label} (${currency})` : label;
}

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toString();

/**
 * A value as a CSV cell: money as a decimal amount of the venue currency (the header names it),
 * a fraction as a percent with one decimal (0.25 → 25.0%), minutes and counts as plain numbers,
 * text as it is; no value is an empty cell.
 */
export function reportCsvCell(value: ReportValue | undefined, unit: ReportUnit): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  switch (unit) {
    case 'money':
      return fromMinor(value).toFixed(2);
    case 'percent':
      return `${(value * 100).toFixed(1)}%`;
    case 'minutes':
      return oneDecimal(value);
    default:
      return String(value);
  }
}

const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A figure as a person reads it in English (the mail's cards): "£1,234.50", "25.0%", "95 min", "1,204". */
export function formatReportFigure(value: number | null, unit: ReportUnit, currency: string): string {
  if (value === null) return '—';
  switch (unit) {
    case 'money':
      try {
        return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(fromMinor(value));
      } catch {
        return `${fromMinor(value).toFixed(2)} ${currency}`;
      }
    case 'percent':
      return `${(value * 100).toFixed(1)}%`;
    case 'minutes':
      return `${grouped.format(value)} min`;
    default:
      return grouped.format(value);
  }
}

/**
 * The change from the previous period as words: a percent for amounts ("+12.5%"), points for a
 * percent figure ("+2.0 pts"); null when either side has no figure or the previous one is 0.
 */
export function formatReportChange(
  value: number | null,
  previous: number | null,
  unit: ReportUnit,
): string | null {
  if (value === null || previous === null) return null;
  const sign = (n: number) => (n > 0 ? '+' : n < 0 ? '−' : '±');
  if (unit === 'percent') {
    const points = (value - previous) * 100;
    return `${sign(points)}${Math.abs(points).toFixed(1)} pts`;
  }
  if (previous === 0) return null;
  const change = ((value - previous) / Math.abs(previous)) * 100;
  return `${sign(change)}${Math.abs(change).toFixed(1)}%`;
}
