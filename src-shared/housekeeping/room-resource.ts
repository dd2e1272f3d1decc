// Housekeeping rooms (spec §1 housekeeping, §2 /settings/floorplan/rooms, issue 32 §1): the rooms of
// the property with the three statuses hotel systems keep apart — cleanliness, occupancy and out of
// order (off sale, needs a return status and date, refused on an occupied room) vs out of service
// (still sellable). An offline entity declared once: mirrored to terminals, managed from the settings
// Rooms screen, and its status changed offline by `room.setStatus`, declared on it below: the
// terminal's optimistic apply and the server's push handler both run `roomStatusRefusal` and
// `withStatus`.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';
import { defineResource } from '../resources/define-resource.js';
import { readableChoices, statusColumn, statusFilter } from '../resources/form-hints.js';
import { activeStatusSchema } from '../schemas/seating.js';
import { rowMutation, type RowRefusal } from '../sync/mutation-declaration.js';
import { venueDateSchema } from '../time.js';
import { newRowSchema, someOf, tenantRowSchema } from '../schemas/row-parts.js';

export const CLEANLINESS = ['dirty', 'clean', 'inspected', 'pickup'] as const;
export const OCCUPANCY = ['vacant', 'occupied', 'due_out', 'departed'] as const;
export type Cleanliness = (typeof CLEANLINESS)[number];
export type Occupancy = (typeof OCCUPANCY)[number];

const cleanliness = z.enum(CLEANLINESS, { error: 'Cleanliness must be dirty, clean, inspected or pickup' });
const occupancy = z.enum(OCCUPANCY, { error: 'Occupancy must be vacant, occupied, due out or departed' });

const fields = {
  number: z
    .string({ error: 'Room number is required' })
    .trim()
    .min(1, 'Room number is required')
    .max(20, 'Room number cannot exceed 20 characters'),
  floor: z
    .number({ error: 'Floor must be a number' })
    .int('Floor must be a whole number')
    .min(-5, 'Floor cannot be below -5')
    .max(200, 'Floor cannot be above 200'),
  room_type: z.string().trim().max(60, 'Room type cannot exceed 60 characters'),
  cleanliness,
  occupancy,
  out_of_order: z.boolean({ error: 'Out of order must be true or false' }),
  ooo_return_status: cleanliness.nullable(),
  ooo_return_date: venueDateSchema.nullable(),
  out_of_service: z.boolean({ error: 'Out of service must be true or false' }),
  status: activeStatusSchema,
};

export const roomSchema = tenantRowSchema({
  /** "Room 101": how notices and messages name it. */
  label: z.string(),
  number: z.string(),
  floor: z.number().int(),
  room_type: z.string(),
  cleanliness,
  occupancy,
  out_of_order: z.boolean(),
  ooo_return_status: cleanliness.nullable(),
  ooo_return_date: z.string().nullable(),
  out_of_service: z.boolean(),
  /** Bumped by every cleanliness or occupancy change: the base a status change is made from. */
  status_version: z.number().int(),
  status: activeStatusSchema,
});
export type Room = z.infer<typeof roomSchema>;

type RoomState = Pick<
  Room,
  'cleanliness' | 'occupancy' | 'out_of_order' | 'ooo_return_status' | 'ooo_return_date'
>;

/** What is wrong with a room's statuses taken together, by field (empty when nothing). */
export function roomStateProblems(room: Partial<RoomState>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!room.out_of_order) return problems;
  if (room.occupancy === 'occupied')
    problems.out_of_order = 'A room that is occupied cannot be put out of order';
  if (!room.ooo_return_status)
    problems.ooo_return_status = 'An out of order room needs the status it returns in';
  if (!room.ooo_return_date) problems.ooo_return_date = 'An out of order room needs the date it returns';
  return problems;
}

const statesAgree = (room: Partial<RoomState>, ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(roomStateProblems(room)))
    ctx.addIssue({ code: 'custom', path: [path], message });
};

export const createRoomSchema = newRowSchema({
  number: fields.number,
  floor: fields.floor.default(0),
  room_type: fields.room_type.default(''),
  cleanliness: fields.cleanliness.default('dirty'),
  occupancy: fields.occupancy.default('vacant'),
  out_of_order: fields.out_of_order.default(false),
  ooo_return_status: fields.ooo_return_status.default(null),
  ooo_return_date: fields.ooo_return_date.default(null),
  out_of_service: fields.out_of_service.default(false),
  status: fields.status.default(1),
}).superRefine(statesAgree);
export type CreateRoom = z.infer<typeof createRoomSchema>;

/** A patch is checked on its own here, and against the stored room on the server (roomStateProblems). */
export const updateRoomSchema = someOf(z.object(fields));
export type UpdateRoom = z.infer<typeof updateRoomSchema>;

/** `room.setStatus`'s args: a cleanliness and/or occupancy change, made from the room's `status_version`. */
export const setRoomStatusSchema = z
  .object({
    id: entityIdSchema,
    cleanliness: cleanliness.optional(),
    occupancy: occupancy.optional(),
    base_version: z.number().int().min(0),
  })
  .refine((v) => v.cleanliness !== undefined || v.occupancy !== undefined, {
    message: 'Say the cleanliness or the occupancy to set',
  });
export type SetRoomStatus = z.infer<typeof setRoomStatusSchema>;

/**
 * The declared rule for a status change, the same on the terminal and the server: a change is made
 * from the version of the room its maker saw (`base_version`); the first change the server receives
 * from that version wins and bumps it, and a change from an older version is refused, naming the room
 * and what it is now, so two attendants re-marking one room never overwrite each other unseen.
 */
export function roomStatusRefusal(room: Room, change: SetRoomStatus): RowRefusal | null {
  if (room.status_version !== change.base_version)
    return {
      status: 409,
      field: 'base_version',
      reason: `${room.label} was changed on another terminal meanwhile (now ${room.cleanliness}, ${room.occupancy.replace('_', ' ')})`,
    };
  const problems = roomStateProblems({ ...room, ...statusPatch(change) });
  const [field, reason] = Object.entries(problems)[0] ?? [];
  return field && reason ? { status: 422, field, reason: `${room.label}: ${reason}` } : null;
}

/** The fields a status change sets. */
export function statusPatch(change: SetRoomStatus): Partial<Pick<Room, 'cleanliness' | 'occupancy'>> {
  return {
    ...(change.cleanliness ? { cleanliness: change.cleanliness } : {}),
    ...(change.occupancy ? { occupancy: change.occupancy } : {}),
  };
}

/** The room after a status change the rule allowed (the terminal's optimistic row). */
export function withStatus(room: Room, change: SetRoomStatus, now: string): Room {
  return { ...room, ...statusPatch(change), status_version: room.status_version + 1, updated_at: now };
}

const cleanlinessOptions = readableChoices(CLEANLINESS);

export const roomResource = defineResource({
  key: 'room',
  noun: 'room',
  plural: 'rooms',
  path: '/housekeeping/rooms',
  row: roomSchema,
  create: createRoomSchema,
  update: updateRoomSchema,
  permission: { read: 'housekeeping.read', manage: 'housekeeping.manage' },
  mirror: 'rooms',
  mutations: {
    /**
     * A room's cleanliness or occupancy, from the version the attendant saw: the first change the
     * server receives from a version wins, one from an older version is refused naming the room.
     */
    'room.setStatus': rowMutation({
      args: setRoomStatusSchema,
      permission: 'housekeeping.status',
      action: 'change room statuses',
      refused: (f) => `room status not changed — ${f.reason}`,
      refusal: roomStatusRefusal,
      apply: withStatus,
    }),
  },
  title: (row) => row.number,
  form: {
    fields: [
      { name: 'number', label: 'Room number', kind: 'text' },
      { name: 'floor', label: 'Floor', kind: 'number', min: -5 },
      { name: 'room_type', label: 'Room type', kind: 'text' },
      { name: 'cleanliness', label: 'Cleanliness', kind: 'select', options: cleanlinessOptions },
      { name: 'occupancy', label: 'Occupancy', kind: 'select', options: readableChoices(OCCUPANCY) },
      { name: 'out_of_order', label: 'Out of order (off sale)', kind: 'switch' },
      {
        name: 'ooo_return_status',
        label: 'Returns as',
        kind: 'select',
        options: cleanlinessOptions,
        emptyAsNull: true,
      },
      { name: 'ooo_return_date', label: 'Returns on', kind: 'date', emptyAsNull: true },
      { name: 'out_of_service', label: 'Out of service (still sellable)', kind: 'switch' },
      { name: 'status', label: 'Active', kind: 'status' },
    ],
    columns: [
      { key: 'number', label: 'Room', sortable: true },
      { key: 'floor', label: 'Floor', sortable: true },
      { key: 'room_type', label: 'Room type' },
      { key: 'cleanliness', label: 'Cleanliness' },
      { key: 'occupancy', label: 'Occupancy' },
      statusColumn('Active'),
    ],
    filters: [
      { kind: 'search', label: 'Search by room number or type', keys: ['number', 'room_type'] },
      statusFilter('status', 'Active'),
    ],
  },
  screen: { path: 'floorplan/rooms', title: 'Rooms', tab: 'Floorplan' },
});
