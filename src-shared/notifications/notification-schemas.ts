// The notification centre and staff messages (issue 30 §4–5; spec §3 Notification and Message, §4
// Messages, §7 Notifications and Messages/user requests). Both belong to one user of one restaurant
// and are kept on the server, so they follow the user from terminal to terminal.
import { z } from 'zod';
import { entityIdSchema } from '../ids.js';

/**
 * What a notification is about. Each kind has its own setting per channel (in console, email) for
 * each user. `new_request` and `request_near_target` are produced by the guest requests; the
 * others by the booking path, the sync push and the arrivals job.
 */
export const NOTIFICATION_KINDS = [
  'new_request',
  'request_near_target',
  'refused_offline_change',
  'large_party',
  'vip_arrival',
  'low_feedback',
  'payment_problem',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How staff read each kind in the settings. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  new_request: 'A new guest request',
  request_near_target: 'A request near its response target',
  refused_offline_change: 'A change made offline that the server refused',
  large_party: 'A large party booked',
  vip_arrival: 'A VIP or allergy arrival in the next hour',
  low_feedback: 'A low feedback score',
  payment_problem: 'A card guarantee that could not be asked for or held',
};

/** Spec §3 Notification type. */
export const NOTIFICATION_TYPES = [
  'Daily Notes',
  'Request - Refund',
  'Request - Cancellation',
  'Request - Enquiry',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['console', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A party at least this large is a "large party" unless the venue says otherwise. */
export const DEFAULT_LARGE_PARTY_SIZE = 8;
/** The arrivals job looks this far ahead for VIP and allergy arrivals. */
export const ARRIVAL_LOOKAHEAD_MINUTES = 60;

const kindSchema = z.enum(NOTIFICATION_KINDS, {
  error: `Kind must be one of ${NOTIFICATION_KINDS.join(', ')}`,
});

/** Spec §3: type, clientname, quote, time; plus what the centre needs to show and link it. */
export const notificationSchema = z.object({
  id: entityIdSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  type: z.enum(NOTIFICATION_TYPES),
  clientname: z.string(),
  /** The sentence staff read. */
  quote: z.string(),
  /** When the thing happened or will happen (an arrival's time), ISO instant. */
  time: z.string(),
  /** What it is about, to open it: a reservation, a request. */
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  unread: z.enum(['true', 'false'], { error: "unread must be 'true' or 'false'" }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit cannot exceed 200')
    .default(50),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Every unread notification of the user in this restaurant (the bell's count), not only those listed. */
  unread_count: z.number().int().nonnegative(),
});

export const notificationIdParamsSchema = z.object({ id: entityIdSchema });

export const readAllSchema = z.object({ read: z.number().int().nonnegative(), unread_count: z.literal(0) });
export const notificationDeletedSchema = z.object({
  id: entityIdSchema,
  unread_count: z.number().int().nonnegative(),
});

const channelSettingSchema = z.object({
  console: z.boolean({ error: 'console must be true or false' }),
  email: z.boolean({ error: 'email must be true or false' }),
});
export type ChannelSetting = z.infer<typeof channelSettingSchema>;

/** One row per kind, always every kind (the defaults where the user changed nothing). */
export const notificationSettingsSchema = z.object({
  kinds: z.array(
    z.object({ kind: z.enum(NOTIFICATION_KINDS), label: z.string(), ...channelSettingSchema.shape }),
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT: the kinds to change, each with both channels. */
export const updateNotificationSettingsSchema = z.object({
  kinds: z
    .array(z.object({ kind: kindSchema, ...channelSettingSchema.shape }), { error: 'kinds must be a list' })
    .min(1, 'kinds must name at least one kind')
    .refine((rows) => new Set(rows.map((r) => r.kind)).size === rows.length, 'A kind is listed twice'),
});
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;

/** What the venue decides for everyone: what counts as a large party. */
export const venueNotificationSettingsSchema = z.object({ large_party_size: z.number().int() });
export const updateVenueNotificationSettingsSchema = z.object({
  large_party_size: z
    .number({ error: 'large_party_size must be a number' })
    .int('large_party_size must be a whole number')
    .min(2, 'large_party_size must be at least 2')
    .max(500, 'large_party_size cannot exceed 500'),
});

// ——— Staff messages (spec §3 Message, §4 Messages) ———

/** Spec §3: Unread, Read, Reply. Opening an Unread one makes it Read; Unread and Read can turn into Reply. */
export const MESSAGE_STATUSES = ['Unread', 'Read', 'Reply'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const staffMessageSchema = z.object({
  id: entityIdSchema,
  status: z.enum(MESSAGE_STATUSES),
  from_user_id: z.number().int().nullable(),
  from_name: z.string(),
  to_user_id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  /** The message this one answers. */
  reply_to: entityIdSchema.nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;

export const staffMessageListSchema = z.object({
  messages: z.array(staffMessageSchema),
  unread_count: z.number().int().nonnegative(),
});

export const unreadCountSchema = z.object({ unread_count: z.number().int().nonnegative() });

const messageText = {
  subject: z
    .string({ error: 'subject is required' })
    .trim()
    .min(1, 'subject is required')
    .max(200, 'subject cannot exceed 200 characters'),
  body: z
    .string({ error: 'body is required' })
    .trim()
    .min(1, 'body is required')
    .max(5000, 'body cannot exceed 5000 characters'),
};

export const sendStaffMessageSchema = z.object({
  to_user_id: z
    .number({ error: 'to_user_id must be a user id' })
    .int('to_user_id must be a user id')
    .positive('to_user_id must be a user id'),
  ...messageText,
});
export type SendStaffMessage = z.infer<typeof sendStaffMessageSchema>;

export const replyStaffMessageSchema = z.object({ body: messageText.body });
export type ReplyStaffMessage = z.infer<typeof replyStaffMessageSchema>;

export const staffReplySchema = z.object({ original: staffMessageSchema, reply: staffMessageSchema });

/**
 * Socket events sent to every socket of one user in one restaurant (room `user:<id>:tenant:<id>`):
 * a notification created, notifications read (on another terminal, or all of them), one deleted,
 * and a staff message received or replied to.
 */
export const NOTIFICATION_EVENTS = {
  created: 'notificationCreated',
  read: 'notificationsRead',
  deleted: 'notificationDeleted',
  message: 'staffMessage',
} as const;
