// The 'covers' report (issue 33). Not built yet: asking for it answers an error, never made-up figures.
import type { ReportDefinition } from '../report-scope.js';

export const coversReport: ReportDefinition = {
  key: 'covers',
  compute() {
    return Promise.reject(new Error('The covers report is not built yet'));
  },
};
