/**
 * Every key of the table and its indexes, declared in one place (the way ElectroDB declares an entity's keys from
 * its composite attributes): each entity module builds its items' keys with these and never spells a prefix, so a
 * prefix is spelled once and two entities cannot share one by accident (a unit test greps for prefixes elsewhere).
 * Hashes of secrets and addresses are computed by the entity module and passed in.
 *
 * A tenant partition (`TENANT#<tid>`) holds the tenant, its forms, their counters and external-key guards, the usage
 * counters, memberships and invitations; a form partition (`FORM#<fid>`) holds the form's submissions, webhooks,
 * integrations, uploads and autoresponder, so a form's own things are one Query and never mix with another form's;
 * a user partition (`USER#<uid>`) holds the user and their passkeys.
 */
const TENANT = 'TENANT#';
const FORM = 'FORM#';
const USER = 'USER#';
const DELIVERY = 'DELIVERY#';

/** A key whose sort key is `prefix` + one composite (the entity's id), and the prefix to query its items by. */
function keyed<P extends unknown[]>(partition: (...p: P) => string, prefix: string) {
  const key = (...args: [...P, string]) => {
    const id = args.pop() as string;
    return { PK: partition(...(args as unknown as P)), SK: `${prefix}${id}` };
  };
  return Object.assign(key, { prefix });
}

/** An item alone in its partition, found by one composite (a token hash, an id): PK `<PREFIX>#<id>`, SK `<PREFIX>`. */
const single = (name: string) => (id: string) => ({ PK: `${name}#${id}`, SK: name });

export const tenantPartition = (tenantId: string) => `${TENANT}${tenantId}`;
export const formPartition = (formId: string) => `${FORM}${formId}`;
export const userPartition = (userId: string) => `${USER}${userId}`;

// The tenant partition.
export const tenantKey = (tenantId: string) => ({ PK: tenantPartition(tenantId), SK: 'TENANT' });
/** A form in its tenant's partition: a tenant's forms are one Query, newest first by id. */
export const formKey = keyed(tenantPartition, FORM);
export const formExternalKeyGuard = keyed(tenantPartition, 'FORMEXT#');
/** Beside the form, outside its `FORM#` prefix, so listing forms reads no counters. */
export const formCountersKey = keyed(tenantPartition, 'FORMCOUNT#');
export const usageKey = keyed(tenantPartition, 'USAGE#');
export const membershipKey = keyed(tenantPartition, 'MEMBER#');
export const invitationKey = keyed(tenantPartition, 'INV#');
/** The organization's owner count, changed in the same transaction as every owner's role. */
export const ownerCountKey = (tenantId: string) => ({ PK: tenantPartition(tenantId), SK: 'OWNERS' });
/** The members who chose to hear of every new submission, changed in the same transaction as each membership. */
export const subscribersKey = (tenantId: string) => ({ PK: tenantPartition(tenantId), SK: 'SUBSCRIBERS' });

// The form partition.
export const submissionKey = keyed(formPartition, 'SUB#');
export const webhookKey = keyed(formPartition, 'WEBHOOK#');
/**
 * A removed webhook's trace, kept as long as its deliveries (TTL), so a submission's timeline still finds the first
 * tries kept on them. Its prefix extends `WEBHOOK` like the live endpoints', so one Query (`WEBHOOKS_EVER_PREFIX`)
 * finds a form's webhooks live and removed, while `WEBHOOK#` alone finds only the live ones.
 */
export const removedWebhookKey = keyed(formPartition, 'WEBHOOKGONE#');
export const WEBHOOKS_EVER_PREFIX = 'WEBHOOK';
export const integrationKey = keyed(formPartition, 'INTEGRATION#');
export const integrationDestinationGuard = keyed(formPartition, 'INTEGRATION_DEST#');
export const pendingUploadKey = keyed(formPartition, 'UPLOAD#');
/** A submission export job; a form's jobs are one Query, newest first by id. */
export const submissionExportKey = keyed(formPartition, 'EXPORT#');
/** A part of the form's search index (`search-index.ts`), keyed by the lowest submission id it may hold. */
export const searchPartKey = keyed(formPartition, 'SEARCH#');
export const autoresponderKey = (formId: string) => ({ PK: formPartition(formId), SK: 'AUTORESPONDER' });
/** The form's delivery targets (`delivery-targets.ts`), changed in the same transaction as each endpoint. */
export const formTargetsKey = (formId: string) => ({ PK: formPartition(formId), SK: 'TARGETS' });

// The user partition.
export const userKey = (userId: string) => ({ PK: userPartition(userId), SK: 'USER' });
export const passkeyKey = keyed(userPartition, 'PASSKEY#');

// Items alone in their partition.
export const credentialKey = single('CRED');
export const signInLinkKey = single('LINK');
/** An address's newest sign-in link (by the address's hash). */
export const newestSignInLinkKey = single('LINKADDR');
/** A client network's failed token redemptions (by the network's hash). */
export const failedRedemptionsKey = single('FAILS');
export const invitationTokenKey = single('INVTOKEN');
export const userEmailClaimKey = single('EMAIL');
export const passkeyCredentialKey = single('PASSKEYCRED');
export const webAuthnChallengeKey = single('CHALLENGE');
export const formKeyItemKey = single('FORMKEY');
export const oauthStateKey = single('OAUTHSTATE');
export const streamCountedKey = single('STREAMCOUNTED');
export const integrationStateKey = (deliveryId: string) => ({
  PK: `${DELIVERY}${deliveryId}`,
  SK: 'INTEGRATION_STATE',
});
export const rateLimitKey = (formId: string, submitterHash: string) => ({
  PK: `RL#${formId}#${submitterHash}`,
  SK: 'RL',
});
export const signInRateLimitKey = (scope: string, callerHash: string) => ({
  PK: `SIGNIN_RL#${scope}#${callerHash}`,
  SK: 'RL',
});
export const planPlacesKey = (tenantId: string, period: string, shard: number) => ({
  PK: `PLACES#${tenantId}#${period}#${shard}`,
  SK: 'PLACES',
});
export const suppressionGuardKey = (scope: string, addressHash: string) => ({
  PK: `SUPPRESSED#${scope}#${addressHash}`,
  SK: 'SUPPRESSED',
});
export const campaignBandKey = (tenantId: string, bandKey: string) => ({
  PK: `CAMPAIGN_BAND#${tenantId}#${bandKey}`,
  SK: 'BAND',
});

// Partitions of one kind of item, sorted by id or time.
export const lockedPartition = (tenantId: string) => `LOCKED#${tenantId}`;
export const lockedKey = (tenantId: string, period: string, submissionId: string) => ({
  PK: lockedPartition(tenantId),
  SK: `${period}#${submissionId}`,
});
export const auditPartition = (tenantId: string) => `${tenantPartition(tenantId)}#AUDIT`;
export const suppressionPartition = (scope: string) => `SUPPRESS#${scope}`;
export const suppressionKey = (scope: string, id: string) => ({ PK: suppressionPartition(scope), SK: id });
export const blocksPartition = (tenantId: string) => `BLOCKS#${tenantId}`;
export const blockKey = { domain: keyed(blocksPartition, 'DOMAIN#'), ip: keyed(blocksPartition, 'IP#') };
export const campaignsPartition = (tenantId: string) => `CAMPAIGNS#${tenantId}`;
export const campaignKey = (tenantId: string, id: string) => ({ PK: campaignsPartition(tenantId), SK: id });
export const campaignSeedsKey = (tenantId: string, day: string) => ({ PK: `CAMPAIGN_SEEDS#${tenantId}`, SK: day });
export const formHourKey = keyed((formId: string) => `FORMSTATS#${formId}`, 'H#');
/** One usage day of a form, in its tenant's month partition. */
export const usageDayKey = (tenantId: string, date: string, formId: string) => ({
  PK: `USAGESTATS#${tenantId}#${date.slice(0, 7)}`,
  SK: `${date}#${formId}`,
});
/** A target's deliveries (`targetKey` is e.g. `webhook:whk_…`), newest first by id. */
export const deliveryPartition = (targetKey: string) => `${DELIVERY}${targetKey}`;
export const deliveryKey = (targetKey: string, id: string) => ({ PK: deliveryPartition(targetKey), SK: id });
/** A delivery's recorded tries, under the delivery's own id, in order. */
export const attemptKey = Object.assign(
  (deliveryId: string, n: number) => ({
    PK: `${DELIVERY}${deliveryId}`,
    SK: `ATTEMPT#${String(n).padStart(5, '0')}`,
  }),
  { prefix: 'ATTEMPT#' },
);

// Index keys.
/** GSI1: a form by its public slug. */
export const formSlugIndexKey = (slug: string) => ({ GSI1PK: `SLUG#${slug}`, GSI1SK: 'FORM' });
/** GSI1: a webhook or an integration by its id alone. */
export const webhookIdIndexKey = (id: string) => ({ GSI1PK: `WEBHOOK#${id}`, GSI1SK: 'WEBHOOK' });
export const integrationIdIndexKey = (id: string) => ({ GSI1PK: `INTEGRATION#${id}`, GSI1SK: 'INTEGRATION' });
/** GSI1: a form's form keys. */
export const formKeysIndexKey = (formId: string, keyId = '') => ({
  GSI1PK: `${formPartition(formId)}#KEYS`,
  GSI1SK: keyId,
});
/** GSI1: a tenant's API keys and operator sessions by kind and id; a user's sessions; a user's memberships. */
export const credentialTenantIndexKey = (tenantId: string, kind: string, id = '') => ({
  GSI1PK: `${tenantPartition(tenantId)}#CREDS`,
  GSI1SK: `${kind}#${id}`,
});
export const sessionUserIndexKey = (userId: string, id = '') => ({
  GSI1PK: `${userPartition(userId)}#SESSIONS`,
  GSI1SK: `session#${id}`,
});
export const membershipUserIndexKey = (userId: string, tenantId = '') => ({
  GSI1PK: `${userPartition(userId)}#ORGS`,
  GSI1SK: tenantId,
});
/** GSI2 (sparse): usage counters whose tenant has locked submissions to unlock. */
export const LOCKED_BACKLOG_PARTITION = 'LOCKED_BACKLOG';
export const lockedBacklogIndexKey = (tenantId: string, period: string) => ({
  GSI2PK: LOCKED_BACKLOG_PARTITION,
  GSI2SK: `${tenantId}#${period}`,
});
/** GSI3 (sparse): usage counters with a notice to send, oldest first. */
export const USAGE_NOTICE_PARTITION = 'USAGE_NOTICE';
export const usageNoticeSortKey = (at: Date, tenantId: string, period: string) =>
  `${at.toISOString()}#${tenantId}#${period}`;
/** GSI4 (keys only): a form's submissions in one status (or the trash); a target's deliveries in one status. */
export const submissionStatusPartition = (formId: string, status: string) => `${formPartition(formId)}#S#${status}`;
export const deliveryStatusPartition = (targetKey: string, status: string) =>
  `${deliveryPartition(targetKey)}#${status}`;
/** GSI5: one submitter's submissions to a form, by the hash of their address. */
export const submitterPartition = (formId: string, emailHash: string) => `${formPartition(formId)}#EMAIL#${emailHash}`;

/**
 * A submission's delivery timeline, a partition of its own beside the form's (`FORM#<fid>#TIMELINE#<sid>`), SK
 * `<ISO time>#<entry id>`: the whole timeline in order is one Query and never mixes with the form's items. A test
 * delivery without a submission keeps its tries under its delivery id instead.
 */
export const timelinePartition = (formId: string, subjectId: string) =>
  `${formPartition(formId)}#TIMELINE#${subjectId}`;
export const timelineKey = (formId: string, subjectId: string, at: string, entryId: string) => ({
  PK: timelinePartition(formId, subjectId),
  SK: `${at}#${entryId}`,
});

/** A bulk replay job of one delivery target (`webhook:whk_…`), beside nothing else: PK `REPLAY#<target key>`. */
export const deliveryReplayKey = (targetKey: string, id: string) => ({ PK: `REPLAY#${targetKey}`, SK: id });

/** A form's "deliveries are failing" notice of one UTC day (`<form id>#<YYYY-MM-DD>`), claimed once. */
export const deliveryNoticeKey = keyed(tenantPartition, 'DELIVERYNOTICE#');
