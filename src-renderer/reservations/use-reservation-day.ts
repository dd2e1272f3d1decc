// Everything the reservation screen reads for a day, all from the local mirror (works offline).
import { useMemo } from 'react';
import type { Reservation } from '../../src-shared/schemas/reservation.js';
import { EMPTY_FLOOR, EMPTY_SHIFTS, type FloorContext } from './floor-context.js';
import { useData, type DataState } from '../data/use-data.js';
import { venue } from '../data/venue.js';

export interface ReservationDay {
  reservations: DataState<Reservation[]>;
  ctx: FloorContext;
  ready: boolean;
  error: string | null;
}

export function useFloorContext(): { ctx: FloorContext; ready: boolean; error: string | null } {
  const floor = useData(() => venue()['mirror.floor'](), 'floor', [
    'tables',
    'seating_areas',
    'table_combinations',
    'reservation_statuses',
    'floor_plans',
  ]);
  const shifts = useData(() => venue()['mirror.shifts'](), 'shifts', [
    'shifts',
    'blackout_dates',
    'access_rules',
  ]);
  const ctx = useMemo<FloorContext>(
    () => ({ floor: floor.data ?? EMPTY_FLOOR, shifts: shifts.data ?? EMPTY_SHIFTS }),
    [floor.data, shifts.data],
  );
  return { ctx, ready: floor.data !== null && shifts.data !== null, error: floor.error ?? shifts.error };
}

export function useReservationDay(date: string): ReservationDay {
  const reservations = useData(() => venue()['mirror.reservations']({ date }), date, [
    'reservations',
    'reservation_statuses',
  ]);
  const { ctx, ready, error } = useFloorContext();
  return {
    reservations,
    ctx,
    ready: ready && reservations.data !== null,
    error: error ?? reservations.error,
  };
}
