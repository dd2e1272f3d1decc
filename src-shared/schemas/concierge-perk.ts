// Concierge perks (spec §3: name, external_link, additional_information, staff_instructions,
// start_date, end_date, end_indefinite, active_days, access_levels, status). A perk is offered on
// its days between its dates to the guest types its access levels name. Online-only.
import { z } from 'zod';
import { AVAILABILITY_MESSAGES } from '../errors.js';
import { newEntityIdSchema } from '../ids.js';
import { venueDateSchema, WEEKDAYS } from '../time.js';
import { DATES_ORDER, datesInOrder, endGiven, endRequired, settingName, spanFields } from './date-span.js';
import { tenantRowSchema } from './row-parts.js';

export const PERK_STATUSES = ['active', 'inactive'] as const;
/** Guest types a perk may be for; `all` admits every guest. */
export const PERK_ACCESS_LEVELS = ['all', 'regular', 'vip', 'member', 'hotel_guest', 'staff'] as const;
export type PerkAccessLevel = (typeof PERK_ACCESS_LEVELS)[number];
export const perkAccessLevelSchema = z.enum(PERK_ACCESS_LEVELS, {
  error: `Access level must be one of ${PERK_ACCESS_LEVELS.join(', ')}`,
});

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} cannot exceed ${max} characters`);

const perkFields = {
  name: settingName('Perk'),
  external_link: z
    .url({ protocol: /^https?$/, error: 'External link must be an http(s) address' })
    .max(500, 'External link cannot exceed 500 characters')
    .nullable(),
  additional_information: text('Additional information', 2000),
  staff_instructions: text('Staff instructions', 2000),
  ...spanFields,
  access_levels: z.array(perkAccessLevelSchema).min(1, 'Choose at least one access level'),
  status: z.enum(PERK_STATUSES, { error: "Status must be 'active' or 'inactive'" }),
};

export const conciergePerkSchema = tenantRowSchema({
  name: z.string(),
  external_link: z.string().nullable(),
  additional_information: z.string(),
  staff_instructions: z.string(),
  start_date: venueDateSchema,
  end_date: venueDateSchema.nullable(),
  end_indefinite: z.boolean(),
  active_days: z.array(z.enum(WEEKDAYS)),
  access_levels: z.array(perkAccessLevelSchema),
  status: z.enum(PERK_STATUSES),
});
export type ConciergePerk = z.infer<typeof conciergePerkSchema>;

export const createConciergePerkSchema = z
  .object(
    {
      id: newEntityIdSchema.optional(),
      name: perkFields.name,
      external_link: perkFields.external_link.default(null),
      additional_information: perkFields.additional_information.default(''),
      staff_instructions: perkFields.staff_instructions.default(''),
      start_date: perkFields.start_date,
      end_date: perkFields.end_date.default(null),
      end_indefinite: perkFields.end_indefinite.default(true),
      active_days: perkFields.active_days.default(() => [...WEEKDAYS]),
      access_levels: perkFields.access_levels.default(['all']),
      status: perkFields.status.default('active'),
    },
    // Spec §5: "Perk create and update need perk data."
    { error: AVAILABILITY_MESSAGES.perkDataRequired },
  )
  .refine(datesInOrder, DATES_ORDER)
  .refine(endGiven, endRequired('perk'));
export type CreateConciergePerk = z.infer<typeof createConciergePerkSchema>;

export const updateConciergePerkSchema = z
  .object(perkFields, { error: AVAILABILITY_MESSAGES.perkDataRequired })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: AVAILABILITY_MESSAGES.perkDataRequired })
  .refine(datesInOrder, DATES_ORDER);
export type UpdateConciergePerk = z.infer<typeof updateConciergePerkSchema>;

/** Spec §5: "Access check needs guest data." */
export const perkCheckAccessRequestSchema = z.object(
  {
    guest: z.object(
      {
        guest_type: perkAccessLevelSchema.exclude(['all']),
        /** The day the guest would use the perk (default: today at the venue). */
        date: venueDateSchema.optional(),
      },
      { error: AVAILABILITY_MESSAGES.guestDataRequired },
    ),
  },
  { error: AVAILABILITY_MESSAGES.guestDataRequired },
);
export type PerkCheckAccessRequest = z.infer<typeof perkCheckAccessRequestSchema>;

export const perkCheckAccessResponseSchema = z.object({
  allowed: z.boolean(),
  date: venueDateSchema,
  /** Why not, in staff words; empty when allowed. */
  reasons: z.array(z.string()),
});
export type PerkCheckAccessResponse = z.infer<typeof perkCheckAccessResponseSchema>;
