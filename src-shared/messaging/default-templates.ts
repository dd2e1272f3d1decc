// The templates a restaurant starts from (spec §3, §9): subject and HTML body per email type, and
// a short text per SMS type. The server sends them until the restaurant edits its own copy; the
// console shows them as the starting point of the editor.
import { CONFIRMATION_NOTICE_HOURS } from '../constants.js';
import type { TemplateType } from './template-types.js';

export interface EmailTemplateText {
  subject: string;
  body: string;
}

const greeting = '<p>Dear {{guest_name}},</p>';
const details = [
  '<p><strong>Date:</strong> {{reservation_date}}<br />',
  '<strong>Time:</strong> {{reservation_time}}<br />',
  '<strong>Guests:</strong> {{party_size}}<br />',
  '<strong>Table:</strong> {{table_number}} {{seating_area}}<br />',
  '<strong>Reference:</strong> {{reservation_id}}</p>',
].join('\n');
/** The booking's guest links: change, cancel, and write to the venue (a guest request on the booking). */
const links =
  '<p><a href="{{modification_link}}">Change your reservation</a> · <a href="{{cancellation_link}}">Cancel your reservation</a> · <a href="{{request_link}}">Write to us</a></p>';
const signature = '<p>{{restaurant_name}}<br />{{restaurant_address}}<br />{{restaurant_phone}}</p>';

export const DEFAULT_EMAIL_TEMPLATES: Record<TemplateType, EmailTemplateText> = {
  BOOKING_CONFIRMATION: {
    subject: 'Your reservation at {{restaurant_name}} is confirmed',
    body: [
      greeting,
      '<p>Thank you for your reservation. We look forward to welcoming you.</p>',
      details,
      '<p>Special requests: {{special_requests}}</p>',
      `<p>Changes need at least ${CONFIRMATION_NOTICE_HOURS} hours notice.</p>`,
      links,
      signature,
    ].join('\n'),
  },
  RESERVATION_REMINDER: {
    subject: 'Reminder: your table at {{restaurant_name}} on {{reservation_date}}',
    body: [
      greeting,
      '<p>This is a reminder of your reservation at {{reservation_time}} ({{reminder_time}}).</p>',
      details,
      `<p>Changes need at least ${CONFIRMATION_NOTICE_HOURS} hours notice.</p>`,
      links,
      signature,
    ].join('\n'),
  },
  FEEDBACK_REQUEST: {
    subject: 'How was your visit to {{restaurant_name}}?',
    body: [
      greeting,
      '<p>Thank you for dining with us. We would love to hear how it went.</p>',
      '<p><a href="{{feedback_link}}">Share your feedback</a></p>',
      signature,
    ].join('\n'),
  },
  QR_NOTIFICATION: {
    subject: 'Your QR code for {{restaurant_name}}',
    body: [
      greeting,
      '<p>Show this QR code when you arrive on {{reservation_date}} at {{reservation_time}}.</p>',
      '<p><a href="{{qr_code_url}}">Open your QR code</a></p>',
      signature,
    ].join('\n'),
  },
  ARRIVAL_NOTIFICATION: {
    subject: 'Welcome to {{restaurant_name}}',
    body: [
      greeting,
      '<p>Welcome! Your table {{table_number}} is ready.</p>',
      '<p><a href="{{arrival_confirmation_link}}">Confirm your arrival</a></p>',
      signature,
    ].join('\n'),
  },
  CANCELLATION_CONFIRMATION: {
    subject: 'Your reservation at {{restaurant_name}} is cancelled',
    body: [
      greeting,
      '<p>Your reservation has been cancelled.</p>',
      details,
      '<p>We hope to see you another time.</p>',
      signature,
    ].join('\n'),
  },
  MODIFICATION_CONFIRMATION: {
    subject: 'Your reservation at {{restaurant_name}} has changed',
    body: [
      greeting,
      '<p>Your reservation has been updated. These are the new details:</p>',
      details,
      `<p>Changes need at least ${CONFIRMATION_NOTICE_HOURS} hours notice.</p>`,
      links,
      signature,
    ].join('\n'),
  },
  PAYMENT_CONFIRMATION: {
    subject: 'Payment received by {{restaurant_name}}',
    body: [
      greeting,
      '<p>We have received your payment for reservation {{reservation_id}}.</p>',
      signature,
    ].join('\n'),
  },
  WELCOME_EMAIL: {
    subject: 'Welcome to {{restaurant_name}}',
    body: [greeting, '<p>Thank you for joining us. {{custom_message}}</p>', signature].join('\n'),
  },
  SPECIAL_OCCASION: {
    subject: 'A special occasion at {{restaurant_name}}',
    body: [
      greeting,
      '<p>We would love to celebrate with you on {{special_occasion_date}}. {{custom_message}}</p>',
      signature,
    ].join('\n'),
  },
};

export const DEFAULT_SMS_TEMPLATES: Record<TemplateType, string> = {
  BOOKING_CONFIRMATION:
    '{{restaurant_name}}: your table for {{party_size}} on {{reservation_date}} at {{reservation_time}} is confirmed. Ref {{reservation_id}}',
  RESERVATION_REMINDER:
    '{{restaurant_name}}: reminder of your table for {{party_size}} on {{reservation_date}} at {{reservation_time}}.',
  FEEDBACK_REQUEST: '{{restaurant_name}}: thank you for visiting. Tell us how it went: {{feedback_link}}',
  QR_NOTIFICATION: '{{restaurant_name}}: your QR code {{qr_code_url}}',
  ARRIVAL_NOTIFICATION: '{{restaurant_name}}: welcome, {{guest_name}}! Your table {{table_number}} is ready.',
  CANCELLATION_CONFIRMATION:
    '{{restaurant_name}}: your reservation on {{reservation_date}} at {{reservation_time}} is cancelled.',
  MODIFICATION_CONFIRMATION:
    '{{restaurant_name}}: your reservation is now {{reservation_date}} at {{reservation_time}} for {{party_size}}.',
  PAYMENT_CONFIRMATION: '{{restaurant_name}}: payment received for reservation {{reservation_id}}.',
  WELCOME_EMAIL: '{{restaurant_name}}: welcome! {{custom_message}}',
  SPECIAL_OCCASION: '{{restaurant_name}}: {{custom_message}}',
};
