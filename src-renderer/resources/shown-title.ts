// A resource row's title as a person reads it: a title that is a venue date (a blackout date's) is
// written as the console writes dates (MM/DD/YYYY; in French DD/MM/YYYY), any other as it is.
import { useMemo } from 'react';
import type { Resource } from '../../src-shared/resources/define-resource.js';
import { useDates, type DateTexts } from '../kit/dates.js';
import type { Row } from './list-state.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function shownTitle(resource: Resource, dates: DateTexts): (row: Row) => string {
  return (row) => {
    const title = resource.title(row);
    return ISO_DATE.test(title) ? dates.day(title) : title;
  };
}

export function useShownTitle(resource: Resource): (row: Row) => string {
  const dates = useDates();
  return useMemo(() => shownTitle(resource, dates), [resource, dates]);
}
