// The 'servers' report (issue 33). Not built yet: asking for it answers an error, never made-up figures.
import type { ReportDefinition } from '../report-scope.js';

export const serversReport: ReportDefinition = {
  key: 'servers',
  compute() {
    return Promise.reject(new Error('The servers report is not built yet'));
  },
};
