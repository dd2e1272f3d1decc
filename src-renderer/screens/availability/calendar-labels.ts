// Names of a calendar's own controls (its arrows and level buttons have no text), in the console's
// language, for the access rules' date range and the daily program calendar.
import type { Translate } from '../../i18n/translate.js';

export function calendarLabels(t: Translate) {
  return {
    previousMonth: t('availability.calendar.previousMonth'),
    nextMonth: t('availability.calendar.nextMonth'),
    previousYear: t('availability.calendar.previousYear'),
    nextYear: t('availability.calendar.nextYear'),
    previousDecade: t('availability.calendar.previousDecade'),
    nextDecade: t('availability.calendar.nextDecade'),
    monthLevelControl: t('availability.calendar.monthLevelControl'),
    yearLevelControl: t('availability.calendar.yearLevelControl'),
  };
}
