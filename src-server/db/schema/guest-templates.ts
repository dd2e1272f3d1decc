import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { updatedAt, restaurantKey, textOr, flag, tenantTable } from './columns';

/**
 * A restaurant's email template per type (spec §3): subject and sanitized HTML body. The five
 * static types are created on the first read; the other five when staff create them.
 */
export const emailTemplates = tenantTable(
  'email_templates',
  {
    templateType: text('template_type').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    isActive: flag('is_active', true),
  },
  (t) => [uniqueIndex('email_templates_type_unique').on(t.restaurantId, t.templateType)],
);

/** A restaurant's SMS template per type: plain text with placeholders. */
export const smsTemplates = tenantTable(
  'sms_templates',
  {
    templateType: text('template_type').notNull(),
    body: text('body').notNull(),
    isActive: flag('is_active', true),
  },
  (t) => [uniqueIndex('sms_templates_type_unique').on(t.restaurantId, t.templateType)],
);

/** The email shell (spec §3) every email of the restaurant is rendered in; no row = the §9 defaults. */
export const emailShells = pgTable('email_shells', {
  restaurantId: restaurantKey(),
  headerBgColor: text('header_bg_color').notNull(),
  buttonColor: text('button_color').notNull(),
  logoUrl: textOr('logo_url'),
  headerHeight: integer('header_height').notNull(),
  customCss: textOr('custom_css'),
  updatedAt: updatedAt(),
});
