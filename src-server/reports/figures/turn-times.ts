// The 'turnTimes' report (issue 33). Not built yet: asking for it answers an error, never made-up figures.
import type { ReportDefinition } from '../report-scope.js';

export const turnTimesReport: ReportDefinition = {
  key: 'turnTimes',
  compute() {
    return Promise.reject(new Error('The turnTimes report is not built yet'));
  },
};
