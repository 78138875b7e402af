import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from './commands.js';
import { ConflictError } from '@shared/domain/errors.js';
import { FormEntity, type Form, type FormStore } from '@shared/domain/form.js';
import { resolveSettings } from '@shared/domain/form-settings.js';
import { stateCountsOfItem } from './form-counter-attributes.js';
import { itemCodec } from './item-codec.js';
import { batchGetItems, queryPrefix, type Table } from './table.js';
import { conditionalWrite, updateOf, written } from './expressions.js';
import { formCountersKey, formExternalKeyGuard, formKey, formSlugIndexKey } from './keys.js';

/**
 * Form item: PK `TENANT#<tid>`, SK `FORM#<fid>` (a tenant's forms are one Query, newest first by ULID).
 * GSI1 `SLUG#<public_slug>` / `FORM`: ingest finds a form by its public slug with one index Query.
 * Guard item PK `TENANT#<tid>`, SK `FORMEXT#<external_key>` (attribute `form_id`): written in the same transaction
 * as the form, so an external key is unique per tenant; it also serves the `external_key` list filter.
 * Counters `submission_count` / `unread_submission_count` live in the form counters item (`form-counters.ts`,
 * written by the table-stream consumer); a form is read with it.
 */
const FORM_SK_PREFIX = formKey.prefix;
const externalKeyGuard = formExternalKeyGuard;
const slugIndexKey = formSlugIndexKey;

type Item = Record<string, unknown>;

/** Counters live in the form counters item; counts left on items of older tables are added to them on read. */
const codec = itemCodec(FormEntity, {
  external: ['submissionCount', 'unreadSubmissionCount', 'submissionCounts'],
  decode: { settings: resolveSettings },
  defaults: {
    notifyEmails: () => [],
    notifyCcEmails: () => [],
    notifyBccEmails: () => [],
    notifyRoutingAliases: () => [],
    allowedOrigins: () => [],
    settings: () => resolveSettings(undefined),
    version: () => 0,
  },
});

/**
 * Attributes a form update never writes: identity, slug, creation time, the spam module's data and the version (the
 * update bumps it). Every other field of the entity is written, so a new field is updatable without an edit here.
 */
const FIXED_ATTRIBUTES = new Set([
  'id',
  'tenant_id',
  'public_slug',
  'created_at',
  'captcha',
  'email_hygiene',
  'version',
]);
const MUTABLE_ATTRIBUTES = codec.attributes.filter((name) => !FIXED_ATTRIBUTES.has(name));

/** The mutable attributes of `form`, a cleared one (null) as undefined so the update removes it. */
const mutableAttributes = (form: Form): Item => {
  const item = codec.toItem(form);
  return Object.fromEntries(MUTABLE_ATTRIBUTES.map((name) => [name, item[name]]));
};

const toItem = (form: Form): Item => ({
  ...formKey(form.tenantId, form.id),
  ...slugIndexKey(form.publicSlug),
  type: 'form',
  ...codec.toItem(form),
});

const count = (counters: Item | undefined, name: string) => Number(counters?.[name] ?? 0);

const fromItem = (item: Item, counters?: Item): Form =>
  codec.fromItem(item, {
    submissionCount: count(counters, 'submission_count'),
    unreadSubmissionCount: count(counters, 'unread_submission_count'),
    submissionCounts: stateCountsOfItem(counters),
  });

const conflict = (externalKey: string) =>
  new ConflictError(`this tenant already has a form with external_key ${JSON.stringify(externalKey)}`, 'external_key');

/** A form by its public slug (GSI1, eventually consistent). */
const formBySlug =
  (table: Table) =>
  async (slug: string): Promise<Form | undefined> => {
    const { Items } = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
        ExpressionAttributeValues: { ':pk': slugIndexKey(slug).GSI1PK, ':sk': slugIndexKey(slug).GSI1SK },
      }),
    );
    return Items?.[0] ? fromItem(Items[0]) : undefined;
  };

/** Only the slug lookup: what the public endpoint reads, without the rest of the store in its bundle. */
export const formSlugReader = (table: Table): Pick<FormStore, 'getBySlug'> => ({ getBySlug: formBySlug(table) });

export function formStore(table: Table): FormStore {
  const TableName = table.name;

  /** The form and its counters in one strongly consistent BatchGetItem (a queue batch's reads join theirs). */
  const get = async (tenantId: string, formId: string) => {
    const keys = [formKey(tenantId, formId), formCountersKey(tenantId, formId)];
    const items = await batchGetItems(table, keys);
    const form = items.find((item) => item.SK === keys[0]!.SK);
    return form
      ? fromItem(
          form,
          items.find((item) => item.SK === keys[1]!.SK),
        )
      : undefined;
  };

  return {
    get,

    async create(form) {
      const put = { TableName, Item: toItem(form), ConditionExpression: 'attribute_not_exists(PK)' };
      if (form.externalKey === null) {
        await table.client.send(new PutCommand(put));
        return;
      }
      const outcome = await conditionalWrite(
        table.client.send(
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
        ),
      );
      // The guard (item 0) exists: another form holds the key. The form's own id is new, so it cannot fail.
      if (!outcome.written) throw conflict(form.externalKey);
    },

    getBySlug: formBySlug(table),

    async list(tenantId, filter = {}) {
      if (filter.externalKey !== undefined) {
        const { Item } = await table.client.send(
          new GetCommand({ TableName, Key: externalKeyGuard(tenantId, filter.externalKey), ConsistentRead: true }),
        );
        const form = Item ? await get(tenantId, String(Item.form_id)) : undefined;
        return form ? [form] : [];
      }
      const inPartition = (prefix: string) =>
        queryPrefix(table, formKey(tenantId, '').PK, prefix, { ScanIndexForward: false, ConsistentRead: false });
      const [items, counters] = await Promise.all([inPartition(FORM_SK_PREFIX), inPartition(formCountersKey.prefix)]);
      const countersOf = new Map(counters.map((c) => [String(c.form_id), c]));
      return items.map((item) => fromItem(item, countersOf.get(String(item.id))));
    },

    async update(previous, next) {
      const formUpdate = {
        TableName,
        ...updateOf(
          formKey(previous.tenantId, previous.id),
          { set: { ...mutableAttributes(next), version: previous.version + 1 } },
          {
            expression: 'attribute_exists(PK) AND #version = :expected',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':expected': previous.version },
          },
        ),
      };
      if (previous.externalKey === next.externalKey) return written(table.client.send(new UpdateCommand(formUpdate)));
      const guards = [];
      if (next.externalKey !== null) {
        guards.push({
          Put: {
            TableName,
            Item: { ...externalKeyGuard(next.tenantId, next.externalKey), type: 'form_external_key', form_id: next.id },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        });
      }
      if (previous.externalKey !== null) {
        guards.push({ Delete: { TableName, Key: externalKeyGuard(previous.tenantId, previous.externalKey) } });
      }
      const outcome = await conditionalWrite(
        table.client.send(new TransactWriteCommand({ TransactItems: [{ Update: formUpdate }, ...guards] })),
      );
      // Item 1 is the new key's guard: another form holds it. Item 0 is the form: changed meanwhile.
      if (!outcome.written && next.externalKey !== null && outcome.failedItem === 1) throw conflict(next.externalKey);
      return outcome.written;
    },

    async trash(tenantId, formId, at) {
      const outcome = await conditionalWrite(
        table.client.send(
          new UpdateCommand({
            TableName,
            ...updateOf(
              formKey(tenantId, formId),
              { set: { is_active: false, updated_at: at }, setIfAbsent: { deleted_at: at }, add: { version: 1 } },
              { expression: 'attribute_exists(PK)' },
            ),
            ReturnValues: 'ALL_NEW',
          }),
        ),
      );
      return outcome.written && outcome.result.Attributes ? fromItem(outcome.result.Attributes) : undefined;
    },
  };
}
