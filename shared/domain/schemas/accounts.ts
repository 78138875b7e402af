import * as z from 'zod/mini';
import { RoleSchema } from '../accounts.js';
import { ACTOR_TYPES, AUDIT_ACTIONS } from '../audit.js';
import { MAIL_ADDRESS_SHAPE } from '../email/addresses.js';
import { PLAN_NAMES } from '../plans.js';
import { described, withMeta } from './meta.js';

/** Request and answer shapes of sign-in, sessions, passkeys, organizations, members, invitations and the audit log. */
const email = withMeta(z.string().check(z.trim(), z.minLength(3), z.maxLength(254)), {
  description: 'An e-mail address (a dot-atom local part of at most 64 characters, a domain with a letter top level).',
  pattern: MAIL_ADDRESS_SHAPE,
});
const token = (prefix: string) =>
  described(z.string().check(z.minLength(1), z.maxLength(256)), `The \`${prefix}…\` token from the link's fragment.`);
const time = withMeta(z.string(), { format: 'date-time' });
const nullableTime = z.nullable(time);

export const EmailLinkRequestSchema = withMeta(z.strictObject({ email }), { id: 'EmailLinkRequest' });
export const EmailLinkSentSchema = withMeta(
  z.object({ sent: described(z.literal(true), 'Always true: the answer is the same for every address.') }),
  { id: 'EmailLinkSent' },
);
export const SignInLinkTokenSchema = withMeta(z.strictObject({ token: token('fk_link_') }), { id: 'SignInLinkToken' });
export const InvitationTokenSchema = withMeta(z.strictObject({ token: token('fk_inv_') }), { id: 'InvitationToken' });

export const SignInLinkPeekSchema = withMeta(
  z.object({
    email: described(z.string(), 'The address the link signs in.'),
    expires_at: time,
  }),
  { id: 'SignInLinkPeek' },
);
export const InvitationPeekSchema = withMeta(
  z.object({
    email: described(z.string(), 'The invited address (accepting signs it in).'),
    organization: z.object({ id: z.string(), name: z.string() }),
    role: RoleSchema,
    invited_by: described(z.nullable(z.string()), "The inviting user's address (null: the operator)."),
    expires_at: time,
  }),
  { id: 'InvitationPeek' },
);

export const OrganizationRefSchema = withMeta(z.object({ id: z.string(), name: z.string(), role: RoleSchema }), {
  id: 'OrganizationRef',
});

export const MeSchema = withMeta(
  z.object({
    user: z.object({ id: z.string(), email: z.string(), created_at: time }),
    active_organization: OrganizationRefSchema,
    organizations: z.array(OrganizationRefSchema),
    notify_submissions: described(
      z.boolean(),
      'Whether the user is e-mailed about each new submission to the active organization’s forms.',
    ),
  }),
  { id: 'Me' },
);

export const NotificationPreferencesRequestSchema = withMeta(
  z.strictObject({
    notify_submissions: described(
      z.boolean(),
      'E-mail me about each new submission to this organization’s forms (spam only where the form notifies spam).',
    ),
  }),
  { id: 'NotificationPreferencesRequest' },
);

export const ActiveOrganizationRequestSchema = withMeta(z.strictObject({ organization_id: z.string() }), {
  id: 'ActiveOrganizationRequest',
});

export const SessionSchema = withMeta(
  z.object({
    id: z.string(),
    created_at: time,
    last_used_at: nullableTime,
    expires_at: nullableTime,
    current: described(z.boolean(), 'The session making this request.'),
    user_agent: z.nullable(z.string()),
    ip_prefix: described(z.nullable(z.string()), 'The network it signed in from: an IPv4 /24 or an IPv6 /48.'),
  }),
  { id: 'Session' },
);
export const SessionListSchema = withMeta(z.object({ data: z.array(SessionSchema) }), { id: 'SessionList' });

export const CreateOrganizationRequestSchema = withMeta(
  z.strictObject({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)) }),
  { id: 'CreateOrganizationRequest' },
);
export const UpdateOrganizationRequestSchema = withMeta(
  z.strictObject({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)) }),
  { id: 'UpdateOrganizationRequest' },
);

export const OrganizationSchema = withMeta(
  z.object({
    id: z.string(),
    name: z.string(),
    plan: z.enum(PLAN_NAMES),
    limits: z.object({
      submissions_per_month: described(z.nullable(z.int()), 'Null: unlimited.'),
      retention_days: z.int(),
    }),
    created_at: time,
  }),
  { id: 'Organization' },
);

export const MemberSchema = withMeta(
  z.object({ user_id: z.string(), email: z.string(), role: RoleSchema, joined_at: time }),
  { id: 'Member' },
);
export const MemberListSchema = withMeta(z.object({ data: z.array(MemberSchema) }), { id: 'MemberList' });
export const UpdateMemberRequestSchema = withMeta(z.strictObject({ role: RoleSchema }), { id: 'UpdateMemberRequest' });

export const InvitationSchema = withMeta(
  z.object({
    id: z.string(),
    email: z.string(),
    role: RoleSchema,
    status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
    invited_by: described(z.nullable(z.string()), "The inviting user's address (null: the operator or a script)."),
    created_at: time,
    expires_at: time,
  }),
  { id: 'Invitation' },
);
export const InvitationListSchema = withMeta(z.object({ data: z.array(InvitationSchema) }), {
  id: 'InvitationList',
});
export const CreateInvitationRequestSchema = withMeta(z.strictObject({ email, role: RoleSchema }), {
  id: 'CreateInvitationRequest',
});

export const AuditEventSchema = withMeta(
  z.object({
    id: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    actor: z.object({ type: z.enum(ACTOR_TYPES), id: z.string(), email: z.optional(z.string()) }),
    target: z.nullable(z.object({ type: z.string(), id: z.string(), email: z.optional(z.string()) })),
    details: withMeta(z.record(z.string(), z.string()), {
      description:
        'What the action was about: `role` (invitations), `from` and `to` (role changes), `method` (sign-ins: ' +
        '`link`, `passkey`, `invitation`), `name`, `scope`, counts.',
      type: 'object',
    }),
    ip_prefix: z.nullable(z.string()),
    created_at: time,
  }),
  { id: 'AuditEvent' },
);
export const AuditLogPageSchema = withMeta(
  z.object({ data: z.array(AuditEventSchema), next_cursor: z.nullable(z.string()) }),
  { id: 'AuditLogPage' },
);
export const AuditLogQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(512))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
});

const webAuthnJson = (description: string) =>
  withMeta(z.record(z.string(), z.unknown()), { description, type: 'object' });

export const PasskeyOptionsSchema = withMeta(
  z.object({
    challenge_id: z.string(),
    options: webAuthnJson('PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON.'),
  }),
  { id: 'PasskeyOptions' },
);
export const PasskeyVerifyRequestSchema = withMeta(
  z.strictObject({
    challenge_id: z.string().check(z.maxLength(64)),
    response: webAuthnJson("The browser's RegistrationResponseJSON or AuthenticationResponseJSON."),
    name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
  }),
  { id: 'PasskeyVerifyRequest' },
);
export const PasskeySchema = withMeta(
  z.object({ id: z.string(), name: z.string(), created_at: time, last_used_at: nullableTime }),
  { id: 'Passkey' },
);
export const PasskeyListSchema = withMeta(z.object({ data: z.array(PasskeySchema) }), { id: 'PasskeyList' });
export const EmptyRequestSchema = withMeta(z.strictObject({}), { id: 'EmptyRequest' });
