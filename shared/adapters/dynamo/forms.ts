import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '@shared/domain/errors.js';
import { resolveSettings, type Form, type FormStore } from '@shared/domain/form.js';
import { FORM_COUNTERS_PREFIX, formCountersKey } from './form-counters.js';
import { failedTransactionItem, isConditionFailure, type Table } from './table.js';

/**
 * Form item: PK `TENANT#<tid>`, SK `FORM#<fid>` (a tenant's forms are one Query, newest first by ULID).
 * GSI1 `SLUG#<public_slug>` / `FORM`: ingest finds a form by its public slug with one index Query.
 * Guard item PK `TENANT#<tid>`, SK `FORMEXT#<external_key>` (attribute `form_id`): written in the same transaction
 * as the form, so an external key is unique per tenant; it also serves the `external_key` list filter.
 * Counters `submission_count` / `unread_submission_count` live in the form counters item (`form-counters.ts`,
 * written by the table-stream consumer); a form is read with it. Tables deployed before that kept the counts on the
 * form item, which is never written again: the two are added, so no backfill is needed.
 */
export const formKey = (tenantId: string, formId: string) => ({ PK: `TENANT#${tenantId}`, SK: `FORM#${formId}` });
const FORM_SK_PREFIX = 'FORM#';
const externalKeyGuard = (tenantId: string, externalKey: string) => ({
  PK: `TENANT#${tenantId}`,
  SK: `FORMEXT#${externalKey}`,
});
const slugIndexKey = (slug: string) => ({ GSI1PK: `SLUG#${slug}`, GSI1SK: 'FORM' });

type Item = Record<string, unknown>;

/** The attributes a form update may change (everything but identity, slug, counters and the spam module's data). */
const mutableAttributes = (form: Form): Item => ({
  name: form.name,
  emoji: form.emoji,
  access_mode: form.accessMode,
  is_active: form.isActive,
  external_key: form.externalKey,
  settings: form.settings,
  notify_emails: form.notifyEmails,
  notify_cc_emails: form.notifyCcEmails,
  notify_bcc_emails: form.notifyBccEmails,
  notify_routing_aliases: form.notifyRoutingAliases,
  notify_subject: form.notifySubject,
  allowed_origins: form.allowedOrigins,
  updated_at: form.updatedAt,
});

const toItem = (form: Form): Item => ({
  ...formKey(form.tenantId, form.id),
  ...slugIndexKey(form.publicSlug),
  type: 'form',
  id: form.id,
  tenant_id: form.tenantId,
  public_slug: form.publicSlug,
  created_at: form.createdAt,
  ...mutableAttributes(form),
  deleted_at: form.deletedAt ?? undefined,
  submission_count: form.submissionCount,
  unread_submission_count: form.unreadSubmissionCount,
  version: form.version,
});

const count = (form: Item, counters: Item | undefined, name: string) =>
  Number(form[name] ?? 0) + Number(counters?.[name] ?? 0);

const fromItem = (item: Item, counters?: Item): Form => ({
  id: item.id as string,
  tenantId: item.tenant_id as string,
  name: item.name as string,
  emoji: item.emoji as string,
  publicSlug: item.public_slug as string,
  accessMode: item.access_mode as Form['accessMode'],
  isActive: item.is_active as boolean,
  externalKey: (item.external_key as string | null | undefined) ?? null,
  settings: resolveSettings(item.settings as Item | undefined),
  notifyEmails: (item.notify_emails as string[] | undefined) ?? [],
  notifyCcEmails: (item.notify_cc_emails as string[] | undefined) ?? [],
  notifyBccEmails: (item.notify_bcc_emails as string[] | undefined) ?? [],
  notifyRoutingAliases: (item.notify_routing_aliases as Form['notifyRoutingAliases'] | undefined) ?? [],
  notifySubject: (item.notify_subject as string | null | undefined) ?? null,
  allowedOrigins: (item.allowed_origins as string[] | undefined) ?? [],
  createdAt: item.created_at as string,
  updatedAt: item.updated_at as string,
  deletedAt: (item.deleted_at as string | undefined) ?? null,
  submissionCount: count(item, counters, 'submission_count'),
  unreadSubmissionCount: count(item, counters, 'unread_submission_count'),
  captcha: (item.captcha as Form['captcha'] | undefined) ?? null,
  emailHygiene: (item.email_hygiene as Form['emailHygiene'] | undefined) ?? null,
  version: Number(item.version ?? 0),
});

/** Builds `SET a = :a, ...` (and `REMOVE` for undefined values) over attribute-name placeholders. */
function updateExpression(values: Item) {
  const names: Record<string, string> = {};
  const attributeValues: Item = {};
  const sets: string[] = [];
  const removes: string[] = [];
  Object.entries(values).forEach(([name, value], i) => {
    names[`#a${i}`] = name;
    if (value === undefined) removes.push(`#a${i}`);
    else {
      sets.push(`#a${i} = :a${i}`);
      attributeValues[`:a${i}`] = value;
    }
  });
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  return { UpdateExpression: expression, ExpressionAttributeNames: names, ExpressionAttributeValues: attributeValues };
}

const conflict = (externalKey: string) =>
  new ConflictError(`this tenant already has a form with external_key ${JSON.stringify(externalKey)}`, 'external_key');

export function formStore(table: Table): FormStore {
  const TableName = table.name;

  const get = async (tenantId: string, formId: string) => {
    const keys = [formKey(tenantId, formId), formCountersKey(tenantId, formId)];
    const { Responses } = await table.client.send(
      new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    const items = Responses?.[TableName] ?? [];
    const form = items.find((item) => item.SK === keys[0]!.SK);
    return form
      ? fromItem(
          form,
          items.find((item) => item.SK === keys[1]!.SK),
        )
      : undefined;
  };

  const queryAll = async (input: Omit<QueryCommandInput, 'TableName'>): Promise<Item[]> => {
    const items: Item[] = [];
    let ExclusiveStartKey: Item | undefined;
    do {
      const page = await table.client.send(new QueryCommand({ TableName, ...input, ExclusiveStartKey }));
      items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  };

  return {
    get,

    async create(form) {
      const put = { TableName, Item: toItem(form), ConditionExpression: 'attribute_not_exists(PK)' };
      if (form.externalKey === null) {
        await table.client.send(new PutCommand(put));
        return;
      }
      try {
        await table.client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: {
                    ...externalKeyGuard(form.tenantId, form.externalKey),
                    type: 'form_external_key',
                    form_id: form.id,
                  },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
              { Put: put },
            ],
          }),
        );
      } catch (error) {
        if (failedTransactionItem(error) === 0) throw conflict(form.externalKey);
        throw error;
      }
    },

    async getBySlug(slug) {
      const { Items } = await table.client.send(
        new QueryCommand({
          TableName,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
          ExpressionAttributeValues: { ':pk': slugIndexKey(slug).GSI1PK, ':sk': slugIndexKey(slug).GSI1SK },
        }),
      );
      return Items?.[0] ? fromItem(Items[0]) : undefined;
    },

    async list(tenantId, filter = {}) {
      if (filter.externalKey !== undefined) {
        const { Item } = await table.client.send(
          new GetCommand({ TableName, Key: externalKeyGuard(tenantId, filter.externalKey), ConsistentRead: true }),
        );
        const form = Item ? await get(tenantId, Item.form_id as string) : undefined;
        return form ? [form] : [];
      }
      const inPartition = (prefix: string) =>
        queryAll({
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': formKey(tenantId, '').PK, ':prefix': prefix },
          ScanIndexForward: false,
        });
      const [items, counters] = await Promise.all([inPartition(FORM_SK_PREFIX), inPartition(FORM_COUNTERS_PREFIX)]);
      const countersOf = new Map(counters.map((c) => [c.form_id as string, c]));
      return items.map((item) => fromItem(item, countersOf.get(item.id as string)));
    },

    async update(previous, next) {
      const expression = updateExpression({
        ...mutableAttributes(next),
        deleted_at: next.deletedAt ?? undefined,
        version: previous.version + 1,
      });
      const formUpdate = {
        TableName,
        Key: formKey(previous.tenantId, previous.id),
        ...expression,
        ConditionExpression: 'attribute_exists(PK) AND #version = :expected',
        ExpressionAttributeNames: { ...expression.ExpressionAttributeNames, '#version': 'version' },
        ExpressionAttributeValues: { ...expression.ExpressionAttributeValues, ':expected': previous.version },
      };
      const keyChanged = previous.externalKey !== next.externalKey;
      try {
        if (!keyChanged) {
          await table.client.send(new UpdateCommand(formUpdate));
          return true;
        }
        const guards = [];
        if (next.externalKey !== null) {
          guards.push({
            Put: {
              TableName,
              Item: {
                ...externalKeyGuard(next.tenantId, next.externalKey),
                type: 'form_external_key',
                form_id: next.id,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          });
        }
        if (previous.externalKey !== null) {
          guards.push({ Delete: { TableName, Key: externalKeyGuard(previous.tenantId, previous.externalKey) } });
        }
        await table.client.send(new TransactWriteCommand({ TransactItems: [{ Update: formUpdate }, ...guards] }));
        return true;
      } catch (error) {
        if (keyChanged && next.externalKey !== null && failedTransactionItem(error) === 1)
          throw conflict(next.externalKey);
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async trash(tenantId, formId, at) {
      try {
        const { Attributes } = await table.client.send(
          new UpdateCommand({
            TableName,
            Key: formKey(tenantId, formId),
            UpdateExpression:
              'SET is_active = :false, deleted_at = if_not_exists(deleted_at, :at), updated_at = :at, #version = #version + :one',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':false': false, ':at': at, ':one': 1 },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? fromItem(Attributes) : undefined;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
  };
}
