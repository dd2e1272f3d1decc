// The 'bookingMix' report (issue 33). Not built yet: asking for it answers an error, never made-up figures.
import type { ReportDefinition } from '../report-scope.js';

export const bookingMixReport: ReportDefinition = {
  key: 'bookingMix',
  compute() {
    return Promise.reject(new Error('The bookingMix report is not built yet'));
  },
};
