import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { USER_ROLES } from '#src/lib/enums';
import { createdAt, updatedAt } from './columns';
import { customers } from './customers';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    disabled: integer('disabled', { mode: 'boolean' }).notNull().default(false),
    /** An employee the admin allowed to publish site content and journal posts (admins always may). */
    canPublish: integer('can_publish', { mode: 'boolean' }).notNull().default(false),
    /** A shopper account's customer record (issue 40); null for staff. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_customer_idx').on(t.customerId)],
);

/** Only SHA-256(token) is stored: a leaked database does not leak live sessions. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
