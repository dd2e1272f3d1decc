// How a table picker names a table: its name, its seats and, when the booking's time is known,
// whether it is free or taken then ("T5 · 4 seats · free"). One text for every picker that places a
// booking (the booking drawer, the row's "Assign table…"), so a host reads the same words in both.
import type { TFunction } from 'i18next';
import type { TableChoice } from './booking-checks.js';

export function tableChoiceText(
  t: TFunction,
  name: string,
  choice: TableChoice | undefined,
  timeKnown: boolean,
) {
  if (!choice) return name;
  const words = { table: name, count: choice.seats };
  if (choice.takenAt) return t('reservations.fields.tableTaken', { ...words, time: choice.takenAt });
  return timeKnown ? t('reservations.fields.tableFree', words) : t('reservations.fields.tableSeats', words);
}
