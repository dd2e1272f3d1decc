import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, textOr, flag } from './columns';

/** Users are global (one sign-in); what they may do per restaurant comes from user_roles. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased so sign-in and uniqueness ignore case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: textOr('last_name'),
    isActive: flag('is_active', true),
    /**
     * Bumped by every password change and deactivation; access tokens carry it (`vep`), and a
     * terminal drops an offline verifier of an older epoch (it holds a password no longer valid).
     */
    verifierEpoch: integer('verifier_epoch').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);
