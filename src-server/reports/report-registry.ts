// Every report, by key: the route, the CSV export, the scheduled mail and the bench run them from here.
import type { ReportKey } from '../../src-shared/reports/report-schemas.js';
import { bookingMixReport } from './figures/booking-mix.js';
import { channelsReport } from './figures/channels.js';
import { coversReport } from './figures/covers.js';
import { leadTimesReport } from './figures/lead-times.js';
import { marketingReport } from './figures/marketing.js';
import { requestsReport } from './figures/requests.js';
import { ordersReport } from './figures/orders.js';
import { serversReport } from './figures/servers.js';
import { turnTimesReport } from './figures/turn-times.js';
import { utilisationReport } from './figures/utilisation.js';
import type { ReportDefinition } from './report-scope.js';

export const REPORTS: Record<ReportKey, ReportDefinition> = {
  covers: coversReport,
  bookingMix: bookingMixReport,
  leadTimes: leadTimesReport,
  turnTimes: turnTimesReport,
  utilisation: utilisationReport,
  channels: channelsReport,
  servers: serversReport,
  orders: ordersReport,
  marketing: marketingReport,
  requests: requestsReport,
};
