/**
 * The keys of the tenant and form partitions, declared in one place (the way ElectroDB declares an entity's keys
 * from its composite attributes): each entity module builds its items' keys with these and never spells a prefix.
 * A tenant partition (`TENANT#<tid>`) holds the tenant, its forms, their counters and external-key guards and the
 * usage counters; a form partition (`FORM#<fid>`) holds the form's submissions, webhooks, integrations, uploads and
 * autoresponder, so a form's own things are one Query and never mix with another form's.
 */
const TENANT = 'TENANT#';
const FORM = 'FORM#';

/** A key whose sort key is `prefix` + one composite (the entity's id), and the prefix to query its items by. */
function keyed<P extends unknown[]>(partition: (...p: P) => string, prefix: string) {
  const key = (...args: [...P, string]) => {
    const id = args.pop() as string;
    return { PK: partition(...(args as unknown as P)), SK: `${prefix}${id}` };
  };
  return Object.assign(key, { prefix });
}

export const tenantPartition = (tenantId: string) => `${TENANT}${tenantId}`;
export const formPartition = (formId: string) => `${FORM}${formId}`;

export const tenantKey = (tenantId: string) => ({ PK: tenantPartition(tenantId), SK: 'TENANT' });
/** A form in its tenant's partition: a tenant's forms are one Query, newest first by id. */
export const formKey = keyed(tenantPartition, FORM);
export const formExternalKeyGuard = keyed(tenantPartition, 'FORMEXT#');
/** Beside the form, outside its `FORM#` prefix, so listing forms reads no counters. */
export const formCountersKey = keyed(tenantPartition, 'FORMCOUNT#');
export const usageKey = keyed(tenantPartition, 'USAGE#');

export const submissionKey = keyed(formPartition, 'SUB#');
export const webhookKey = keyed(formPartition, 'WEBHOOK#');
export const integrationKey = keyed(formPartition, 'INTEGRATION#');
export const integrationDestinationGuard = keyed(formPartition, 'INTEGRATION_DEST#');
export const pendingUploadKey = keyed(formPartition, 'UPLOAD#');
export const autoresponderKey = (formId: string) => ({ PK: formPartition(formId), SK: 'AUTORESPONDER' });

/** Index partitions under a form: its form keys (GSI1), status lists (GSI4) and submitters (GSI5). */
export const formKeysPartition = (formId: string) => `${formPartition(formId)}#KEYS`;
export const submissionStatusPartition = (formId: string, status: string) => `${formPartition(formId)}#S#${status}`;
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
