// Guest communication vocabulary (spec §3 Email template): the ten template types, the 22
// placeholders and which message a booking event sends. Shared by the server (which renders and
// sends) and the console (which edits templates and shows per-reservation message status).
import { z } from 'zod';

export const TEMPLATE_TYPES = [
  'BOOKING_CONFIRMATION',
  'RESERVATION_REMINDER',
  'FEEDBACK_REQUEST',
  'QR_NOTIFICATION',
  'ARRIVAL_NOTIFICATION',
  'CANCELLATION_CONFIRMATION',
  'MODIFICATION_CONFIRMATION',
  'PAYMENT_CONFIRMATION',
  'WELCOME_EMAIL',
  'SPECIAL_OCCASION',
] as const;
export const templateTypeSchema = z.enum(TEMPLATE_TYPES, {
  error: `template_type must be one of ${TEMPLATE_TYPES.join(', ')}`,
});
export type TemplateType = z.infer<typeof templateTypeSchema>;

/** Spec §9: created for every restaurant by default; the other five are created on demand. */
export const STATIC_TEMPLATE_TYPES = [
  'BOOKING_CONFIRMATION',
  'RESERVATION_REMINDER',
  'FEEDBACK_REQUEST',
  'QR_NOTIFICATION',
  'ARRIVAL_NOTIFICATION',
] as const satisfies readonly TemplateType[];

export const PLACEHOLDERS = [
  'email_subject',
  'restaurant_name',
  'restaurant_address',
  'restaurant_phone',
  'restaurant_email',
  'restaurant_website',
  'guest_name',
  'reservation_date',
  'reservation_time',
  'party_size',
  'table_number',
  'seating_area',
  'reservation_id',
  'special_requests',
  'modification_link',
  'cancellation_link',
  'qr_code_url',
  'reminder_time',
  'custom_message',
  'arrival_confirmation_link',
  'feedback_link',
  'special_occasion_date',
  // ours, beyond the spec's 22: the booking's signed "write to us" page (guest requests, issue 30).
  'request_link',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<Placeholder, string>>;

/** Placeholders whose value is a URL: rendered into href attributes, so only http(s) is let through. */
export const LINK_PLACEHOLDERS = [
  'restaurant_website',
  'modification_link',
  'cancellation_link',
  'qr_code_url',
  'arrival_confirmation_link',
  'feedback_link',
  'request_link',
] as const satisfies readonly Placeholder[];

/** What a booking event sends a guest; each is one row of guest_messages per channel. */
export const MESSAGE_KINDS = [
  'confirmation',
  'modification',
  'cancellation',
  'reminder',
  'arrival',
  'feedback',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const TEMPLATE_OF_KIND: Record<MessageKind, TemplateType> = {
  confirmation: 'BOOKING_CONFIRMATION',
  modification: 'MODIFICATION_CONFIRMATION',
  cancellation: 'CANCELLATION_CONFIRMATION',
  reminder: 'RESERVATION_REMINDER',
  arrival: 'ARRIVAL_NOTIFICATION',
  feedback: 'FEEDBACK_REQUEST',
};

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What staff see per message; `skipped` is a reminder whose booking moved or was cancelled. */
export const MESSAGE_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const guestMessageSchema = z.object({
  id: z.string(),
  reservation_id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  recipient: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** Sending attempts made so far (a retried SMTP outage counts each try). */
  attempts: z.number().int(),
  /** Why the last attempt failed, or why a message was skipped; null once sent. */
  last_error: z.string().nullable(),
  subject: z.string(),
  scheduled_for: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type GuestMessage = z.infer<typeof guestMessageSchema>;
