import type { BillingView, PhoneLabel, UserStatus, UserType } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/ids';
import { markupGroups } from '../markup/markup.schema';
import { rbacUserGroups } from '../rbac/rbac.schema';
import { siteIdColumn } from '../site/site.schema';

/** A company (legal entity): an agent's or corporate customer's business. */
export const legalEntities = pgTable(
  'legal_entities',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    companyName: text('company_name').notNull(),
    address1: text('address1'),
    address2: text('address2'),
    email: text('email'),
    primaryPhone: text('primary_phone'),
    primaryPhoneCode: text('primary_phone_code'),
    secondaryPhone: text('secondary_phone'),
    secondaryPhoneCode: text('secondary_phone_code'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    pincode: text('pincode'),
    concernedPersonFirstName: text('concerned_person_first_name'),
    concernedPersonLastName: text('concerned_person_last_name'),
    /** an API consumer's markup group (spec: a consumer is mapped to a group by LEId and groupId) */
    markupGroupId: text('markup_group_id'),
    /** whether TDS is deducted on this consumer's commission */
    isTdsDeductable: boolean('is_tds_deductable').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  // The customers search finds a company by any part of its name (decision 0066).
  (t) => [index('legal_entities_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops'))],
);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    /** Lower-cased; unique per site. Agents created by staff may have a phone and no e-mail. */
    email: text('email'),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    userType: text('user_type').$type<UserType>().notNull(),
    status: text('status').$type<UserStatus>().notNull().default('unverified'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    legalEntityId: text('legal_entity_id').references(() => legalEntities.id, { onDelete: 'set null' }),
    panNumber: text('pan_number'),
    gstNumber: text('gst_number'),
    billing: jsonb('billing')
      .$type<BillingView>()
      .notNull()
      .default({ billingName: null, gstNumber: null, gstState: null, panNumber: null }),
    isFlightHoldAllowed: boolean('is_flight_hold_allowed').notNull().default(false),
    lookToBookExempt: boolean('look_to_book_exempt').notNull().default(false),
    /** how far below zero this user's wallet may go, paise (an agent's credit line; 0 for none) */
    walletCreditLimit: integer('wallet_credit_limit').notNull().default(0),
    /** null: the site's default markup group */
    markupGroupId: text('markup_group_id').references(() => markupGroups.id, { onDelete: 'set null' }),
    /** null: the catalog's default permissions (super admins hold all regardless) */
    rbacUserGroupId: text('rbac_user_group_id').references(() => rbacUserGroups.id, { onDelete: 'set null' }),
    /** when the user last joined or left a permission group */
    rbacGroupChangedAt: timestamp('rbac_group_changed_at', { withTimezone: true }),
    referralCode: text('referral_code'),
    /** who referred this user: the owner of the referral code given at sign-up */
    referredById: text('referred_by_id'),
    taLogoUrl: text('ta_logo_url'),
    /** staff's check of the PAN: unverified until one of them verifies or rejects it */
    panStatus: text('pan_status')
      .$type<'unverified' | 'verified' | 'rejected'>()
      .notNull()
      .default('unverified'),
    /** why it was rejected, as staff wrote it */
    panReason: text('pan_reason'),
    panCheckedById: text('pan_checked_by_id'),
    panCheckedAt: timestamp('pan_checked_at', { withTimezone: true }),
    createdById: text('created_by_id'),
    /** when the user first signed in, by any means; null: never (a new site's owner waiting on their link) */
    firstSignedInAt: timestamp('first_signed_in_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('users_site_email_idx').on(t.siteId, t.email).where(sql`${t.email} is not null`),
    index('users_referred_by_idx').on(t.referredById),
    uniqueIndex('users_site_referral_idx')
      .on(t.siteId, t.referralCode)
      .where(sql`${t.referralCode} is not null`),
    uniqueIndex('users_site_google_idx')
      .on(t.siteId, t.googleSubject)
      .where(sql`${t.googleSubject} is not null`),
    // The customers list, newest first, whole or of one permission group (decision 0066).
    index('users_site_created_idx').on(t.siteId, t.createdAt, t.id),
    index('users_site_group_idx')
      .on(t.siteId, t.rbacUserGroupId, t.createdAt, t.id)
      .where(sql`${t.rbacUserGroupId} is not null`),
    // Its search: any part of a name or e-mail (trigrams), a company's users by its id.
    index('users_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_legal_entity_idx').on(t.legalEntityId),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const phoneNumbers = pgTable(
  'phone_numbers',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').$type<PhoneLabel>().notNull(),
    phoneNumber: text('phone_number').notNull(),
    phoneCountryCode: text('phone_country_code').notNull(),
  },
  (t) => [
    uniqueIndex('phone_numbers_user_label_idx').on(t.userId, t.label),
    index('phone_numbers_number_trgm_idx').using('gin', t.phoneNumber.op('gin_trgm_ops')),
  ],
);

/** Opaque session tokens: only their SHA-256 is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time e-mailed links: set a password, or log in once. Stored hashed, used once, short-lived;
 * only the newest of a user's links of one purpose works.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'setPassword' | 'login'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The token itself, sealed under SETTINGS_KEY, for the one link someone other than the holder
     * may pass on: a new site's owner's, shown to the platform admins (decision 0055). Else null.
     */
    tokenSealed: text('token_sealed'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('account_links_token_idx').on(t.tokenHash),
    // A new link ends the user's earlier ones: found by user, not by scanning every link.
    index('account_links_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * The browsers a user has signed in on (decision 0050): each holds a random device cookie, of which
 * only the SHA-256 is kept, for 180 days from its last sign-in. An attempt from one of them is exempt from the account-wide ceiling that
 * strangers' guesses fill up, so the owner is never locked out from where they signed in before.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    siteId: siteIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    /** each sign-in gives the device a new token, so this is also when the row was made */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * Sign-in codes (decision 0050): mailed when strangers' failed attempts have filled an account's
 * ceiling and a client it has not seen sign in tries; that client must add the code to its password.
 * A code works only for the client address it was asked from (a guesser elsewhere can neither use it
 * nor spend its tries), a few tries, once, for minutes. Only its hash is kept.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: idColumn(),
    siteId: siteIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull(),
    /** checks so far, right or wrong: six digits can be guessed, so a code allows only a few */
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('login_codes_user_address_idx').on(t.userId, t.address)],
);
