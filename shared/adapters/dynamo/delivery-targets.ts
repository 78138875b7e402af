import type { MembershipStore } from '@shared/domain/accounts.js';
import {
  integrationTargetOf,
  webhookTargetOf,
  type DeliveryTargetsStore,
  type FormTargets,
  type IntegrationTarget,
  type WebhookTarget,
} from '@shared/domain/delivery/form-targets.js';
import { resourceTargetKey } from '@shared/domain/delivery/targets.js';
import type { WebhookEndpoint, WebhookStore } from '@shared/domain/delivery/webhook.js';
import type { Integration, IntegrationStore } from '@shared/domain/integrations/types.js';
import { PutCommand } from './commands.js';
import { updateOf, written } from './expressions.js';
import { formTargetsKey, subscribersKey } from './keys.js';
import { batchGetItems, type Table } from './table.js';
import type { WriteItem } from './transact.js';

/**
 * A form's delivery targets on one item, PK `FORM#<fid>`, SK `TARGETS`: one attribute per endpoint or integration
 * that may deliver, named by its target key (`webhook:<wid>`: tenant, events, spam opt-in; `integration:<iid>`:
 * tenant, type, creation time), never a URL, configuration or secret. Beside the memberships, PK `TENANT#<tid>`, SK
 * `SUBSCRIBERS`: the string set of the members' user ids who chose to hear of every new submission.
 *
 * Every write of a source (an endpoint's create, save, disable, delete; an integration's create, save, health
 * change, delete; a membership's add, notification choice, removal) changes its entry in the same transaction and
 * adds 1 to `changes`. An item is read as the whole truth only once `complete`: built by its first reader from the
 * strongly consistent Queries it replaces (items stored before it existed), put only if `changes` is still what
 * that reader's read found, so a change between the read and the put leaves it unbuilt for the next reader.
 */
type Item = Record<string, unknown>;

const WEBHOOK = resourceTargetKey('webhook', '');
const INTEGRATION = resourceTargetKey('integration', '');

const webhookEntry = (t: WebhookTarget) => ({
  tenant_id: t.tenantId,
  events: t.events,
  include_spam: t.includeSpam,
});
const integrationEntry = (t: IntegrationTarget) => ({
  tenant_id: t.tenantId,
  integration_type: t.type,
  created_at: t.createdAt,
});

/** The write of one entry of the form's targets, for the transaction that writes its source. */
const entryWrite = (formId: string, key: string, entry: Item | null): WriteItem => ({
  Update: updateOf(formTargetsKey(formId), { set: { type: 'form_targets', [key]: entry }, add: { changes: 1 } }),
});

/** The endpoint's entry as `next` leaves it (null: deleted). */
export const webhookTargetWrite = (formId: string, id: string, next: WebhookEndpoint | null): WriteItem => {
  const target = next && webhookTargetOf(next);
  return entryWrite(formId, resourceTargetKey('webhook', id), target && webhookEntry(target));
};

/** The integration's entry as `next` leaves it (null: deleted, or it stopped delivering). */
export const integrationTargetWrite = (formId: string, id: string, next: Integration | null): WriteItem => {
  const target = next && integrationTargetOf(next);
  return entryWrite(formId, resourceTargetKey('integration', id), target && integrationEntry(target));
};

/** The member's notification choice on the organization's subscribers (`on` false also for a removed member). */
export const subscriberWrite = (tenantId: string, userId: string, on: boolean): WriteItem => {
  const members = new Set([userId]);
  return {
    Update: updateOf(
      subscribersKey(tenantId),
      on
        ? { set: { type: 'subscribers' }, add: { members, changes: 1 } }
        : { set: { type: 'subscribers' }, add: { changes: 1 }, deleteMembers: { members } },
    ),
  };
};

function formTargetsFrom(item: Item): FormTargets {
  const targets: FormTargets = { webhooks: [], integrations: [] };
  for (const [name, value] of Object.entries(item)) {
    const entry = value as Item;
    if (name.startsWith(WEBHOOK))
      targets.webhooks.push({
        id: name.slice(WEBHOOK.length),
        tenantId: String(entry.tenant_id),
        enabled: true,
        events: entry.events as WebhookTarget['events'],
        includeSpam: entry.include_spam === true,
      });
    else if (name.startsWith(INTEGRATION))
      targets.integrations.push({
        id: name.slice(INTEGRATION.length),
        tenantId: String(entry.tenant_id),
        type: entry.integration_type as IntegrationTarget['type'],
        createdAt: String(entry.created_at),
        enabled: true,
        health: 'active',
      });
  }
  return targets;
}

const isSome = <T>(t: T | null): t is T => t !== null;

export interface TargetSources {
  webhooks: Pick<WebhookStore, 'listForForm'>;
  integrations: Pick<IntegrationStore, 'listForForm'>;
  memberships: Pick<MembershipStore, 'listForTenant'>;
}

/** Fan-out's reads of the targets, each one item by key (joining a queue batch's BatchGetItem). */
export function deliveryTargetsStore(table: Table, sources: TargetSources): DeliveryTargetsStore {
  /**
   * Puts the item built from its sources unless a change was written since `seen` was read. A refused or failed
   * put leaves it to the next reader: what this reader returns came from the sources either way.
   */
  const build = (key: Item, seen: Item | undefined, attributes: Item) =>
    written(
      table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: { ...key, ...attributes, complete: true, changes: seen?.changes ?? 0 },
          ...(seen
            ? {
                ConditionExpression: 'attribute_not_exists(complete) AND changes = :seen',
                ExpressionAttributeValues: { ':seen': seen.changes },
              }
            : { ConditionExpression: 'attribute_not_exists(PK)' }),
        }),
      ),
    ).catch(() => false);

  return {
    async forForm(formId) {
      const key = formTargetsKey(formId);
      const [item] = await batchGetItems(table, [key]);
      if (item?.complete === true) return formTargetsFrom(item);
      const [webhooks, integrations] = await Promise.all([
        sources.webhooks.listForForm(formId),
        sources.integrations.listForForm(formId),
      ]);
      const targets: FormTargets = {
        webhooks: webhooks.map(webhookTargetOf).filter(isSome),
        integrations: integrations.map(integrationTargetOf).filter(isSome),
      };
      const entries: Item = { type: 'form_targets' };
      for (const t of targets.webhooks) entries[resourceTargetKey('webhook', t.id)] = webhookEntry(t);
      for (const t of targets.integrations) entries[resourceTargetKey('integration', t.id)] = integrationEntry(t);
      await build(key, item, entries);
      return targets;
    },

    async hasSubscribers(tenantId) {
      const key = subscribersKey(tenantId);
      const [item] = await batchGetItems(table, [key]);
      if (item?.complete === true) return item.members instanceof Set && item.members.size > 0;
      const members = (await sources.memberships.listForTenant(tenantId)).filter((m) => m.notifySubmissions);
      // DynamoDB stores no empty set: no subscriber is no `members` attribute.
      const ids = members.length > 0 ? { members: new Set(members.map((m) => m.userId)) } : {};
      await build(key, item, { type: 'subscribers', ...ids });
      return members.length > 0;
    },
  };
}
