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
  /** Changes the role; false when there is no such membership. */
  setRole(tenantId: string, userId: string, role: Role): Promise<boolean>;
  /** Sets whether the member is e-mailed about new submissions; false when there is no such membership. */
  setNotifySubmissions(tenantId: string, userId: string, on: boolean): Promise<boolean>;
  /** Removes the membership; false when there was none. */
  remove(tenantId: string, userId: string): Promise<boolean>;
}

/** The session cookie's name. */
export const SESSION_COOKIE = 'fb_session';
