// The 'utilisation' report (issue 33). Not built yet: asking for it answers an error, never made-up figures.
import type { ReportDefinition } from '../report-scope.js';

export const utilisationReport: ReportDefinition = {
  key: 'utilisation',
  compute() {
    return Promise.reject(new Error('The utilisation report is not built yet'));
  },
};
