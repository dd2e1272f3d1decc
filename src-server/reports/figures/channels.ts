// The 'channels' report (issue 33). Not built yet: asking for it answers an error, never made-up figures.
import type { ReportDefinition } from '../report-scope.js';

export const channelsReport: ReportDefinition = {
  key: 'channels',
  compute() {
    return Promise.reject(new Error('The channels report is not built yet'));
  },
};
