// The guest list (spec §7 /guest-list) declared as an entity: add one or many, edit, remove, check
// in, blacklist, bulk and whole-day actions; terminals keep a copy offline. The server registers
// these rows (src-server/routes/catalogue/guest-list.ts); every write answers the entries it changed.
import { z } from 'zod';
import { defineEntity } from '../entities/define-entity.js';
import { idParamsSchema, type RouteContract } from '../resources/route-contract.js';
import {
  addGuestListBulkSchema,
  addGuestListEntrySchema,
  blacklistStatusSchema,
  bulkCheckInSchema,
  bulkSoftDeleteSchema,
  checkInSchema,
  editGuestListEntrySchema,
  globalGuestListActionSchema,
  guestListEntrySchema,
} from '../schemas/guest-list.js';
import { venueDateSchema } from '../time.js';

const write = 'guests.write';
const entry = guestListEntrySchema;
const entries = z.array(guestListEntrySchema);

/** A write on many entries: the body names them (or their date), the answer lists them. */
const onMany = <M extends 'PUT', P extends string, B extends z.ZodType>(
  method: M,
  path: P,
  summary: string,
  body: B,
) => ({ method, path, summary, permission: write, body, response: entries, status: 200 }) as const;

export const GUEST_LIST_CALLS = {
  all: {
    method: 'GET',
    path: '/guest-list',
    summary: 'Guest-list entries not removed (?date=YYYY-MM-DD for one day)',
    permission: 'guests.read',
    query: z.object({ date: venueDateSchema.optional() }),
    response: entries,
    status: 200,
  },
  add: {
    method: 'POST',
    path: '/guest-list',
    summary: 'Add a guest',
    permission: write,
    body: addGuestListEntrySchema,
    response: entry,
    status: 201,
  },
  addBulk: {
    method: 'POST',
    path: '/guest-list/bulk',
    summary: 'Add many guests (all or none)',
    permission: write,
    body: addGuestListBulkSchema,
    response: entries,
    status: 201,
  },
  bulkCheckIn: onMany(
    'PUT',
    '/guest-list/bulk/check-in',
    'Check in (or undo) many guests',
    bulkCheckInSchema,
  ),
  bulkSoftDelete: onMany(
    'PUT',
    '/guest-list/bulk/soft-delete',
    'Remove many guests (soft delete)',
    bulkSoftDeleteSchema,
  ),
  globalSoftDelete: onMany(
    'PUT',
    '/guest-list/global/soft-delete',
    'Remove every guest of a date (soft delete)',
    globalGuestListActionSchema,
  ),
  globalCheckIn: onMany(
    'PUT',
    '/guest-list/global/check-in',
    'Check in every guest of a date not yet checked in',
    globalGuestListActionSchema,
  ),
  edit: {
    method: 'PUT',
    path: '/guest-list/{id}',
    summary: 'Edit a guest',
    permission: write,
    params: idParamsSchema,
    body: editGuestListEntrySchema,
    response: entry,
    status: 200,
  },
  delete: {
    method: 'DELETE',
    path: '/guest-list/{id}',
    summary: 'Remove a guest (soft delete: the entry keeps deleted_at)',
    permission: write,
    params: idParamsSchema,
    response: entry,
    status: 200,
  },
  checkIn: {
    method: 'PUT',
    path: '/guest-list/{id}/check-in',
    summary: 'Check a guest in or out',
    permission: write,
    params: idParamsSchema,
    body: checkInSchema,
    response: entry,
    status: 200,
  },
  blacklist: {
    method: 'PUT',
    path: '/guest-list/{id}/blacklist',
    summary: 'Blacklist a guest (with a reason) or lift it',
    permission: write,
    params: idParamsSchema,
    body: blacklistStatusSchema,
    response: entry,
    status: 200,
  },
} as const satisfies Record<string, RouteContract>;

export const guestListEntryEntity = defineEntity({
  key: 'guestListEntry',
  noun: 'guest-list entry',
  plural: 'guest-list entries',
  mirror: 'guest_list',
  callPrefix: 'guestList',
  calls: GUEST_LIST_CALLS,
});
