// The 'leadTimes' report (issue 33). Not built yet: asking for it answers an error, never made-up figures.
import type { ReportDefinition } from '../report-scope.js';

export const leadTimesReport: ReportDefinition = {
  key: 'leadTimes',
  compute() {
    return Promise.reject(new Error('The leadTimes report is not built yet'));
  },
};
