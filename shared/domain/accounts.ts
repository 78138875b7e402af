import * as z from 'zod/mini';
import { defineEntity, type EntityOf } from './entity.js';

export * from './account-policy.js';

/**
 * People and their organizations. A user is a person (one e-mail address); an organization is a tenant; a
 * membership gives a user one role in one organization.
 */
export const ROLES = ['viewer', 'member', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];
export const RoleSchema = z.enum(ROLES).register(z.globalRegistry, {
  id: 'Role',
  description:
    '`viewer` reads only; `member` manages forms, submissions and deliveries; `admin` also API keys, members and ' +
    'invitations; `owner` everything, including ownership.',
});

/** True when `role` includes everything `required` may do. */
export const roleAtLeast = (role: Role, required: Role): boolean => ROLES.indexOf(role) >= ROLES.indexOf(required);

export const UserEntity = defineEntity('User', {
  id: z.string(),
  /** Trimmed and lowercased (`normalizeAddress`). */
  email: z.string(),
  createdAt: z.string(),
});
export type User = EntityOf<typeof UserEntity>;

export const MembershipEntity = defineEntity('Membership', {
  tenantId: z.string(),
  userId: z.string(),
  /** The user's address, kept beside the role so member lists and audit lines read one item. */
  email: z.string(),
  role: RoleSchema,
  joinedAt: z.string(),
  /** The member is e-mailed about each new submission to the organization's forms (absent: not). */
  notifySubmissions: z.optional(z.boolean()),
});
export type Membership = EntityOf<typeof MembershipEntity>;

/** Port: users, found by id or by address. */
export interface UserStore {
  get(id: string): Promise<User | undefined>;
  findByEmail(email: string): Promise<User | undefined>;
  /** Creates the user, or returns the one that already has the address (two first sign-ins racing). */
  createOrGet(user: User): Promise<User>;
}

/** Port: memberships, by organization and by user. */
export interface MembershipStore {
  get(tenantId: string, userId: string): Promise<Membership | undefined>;
  listForTenant(tenantId: string): Promise<Membership[]>;
  listForUser(userId: string): Promise<Membership[]>;
  /** Adds the membership; false when the user already is a member. */
  add(membership: Membership): Promise<boolean>;
  /** Changes the role from `from` (as read) to `to`; refused when it would leave the organization without an owner. */
  setRole(tenantId: string, userId: string, from: Role, to: Role): Promise<MembershipWrite>;
  /** Sets whether the member is e-mailed about new submissions; false when there is no such membership. */
  setNotifySubmissions(tenantId: string, userId: string, on: boolean): Promise<boolean>;
  /** Removes the membership (whose role was read as `role`); refused when it would leave no owner. */
  remove(tenantId: string, userId: string, role: Role): Promise<MembershipWrite>;
}

/**
 * How a membership write ended: done; no such member; the last owner would go (`last_owner`); or the member's role
 * changed since it was read (`stale`).
 */
export type MembershipWrite = 'done' | 'not_found' | 'last_owner' | 'stale';

/** The session cookie's name. */
export const SESSION_COOKIE = 'fb_session';

/**
 * The session cookie's name for a dashboard origin: over HTTPS with the `__Host-` prefix, which browsers accept only
 * `Secure`, with `Path=/` and no `Domain`, so no sibling subdomain can set or shadow it; over plain HTTP (the local
 * service) without it, since browsers refuse the prefix there.
 */
export const sessionCookieName = (dashboardOrigin: string) =>
  dashboardOrigin.startsWith('https:') ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
