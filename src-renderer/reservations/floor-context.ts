// What the availability engine needs from the mirror, loaded once per screen (mirror.floor and
// mirror.shifts both answer from the local mirror, so this works offline).
import type { ChannelOutput } from '../../src-shared/ipc/channels.js';

export type MirrorFloor = ChannelOutput<'mirror.floor'>;
export type MirrorShifts = ChannelOutput<'mirror.shifts'>;

export interface FloorContext {
  floor: MirrorFloor;
  shifts: MirrorShifts;
}

export const EMPTY_FLOOR: MirrorFloor = {
  tables: [],
  seatingAreas: [],
  combinations: [],
  layouts: [],
  statuses: [],
};
export const EMPTY_SHIFTS: MirrorShifts = { shifts: [], blackoutDates: [], accessRules: [] };
