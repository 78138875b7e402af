import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from './commands.js';
import {
  IntegrationEntity,
  OAuthStateEntity,
  type Integration,
  type IntegrationDeliveryStateStore,
  type IntegrationStore,
  type OAuthStateStore,
} from '@shared/domain/integrations/types.js';
import { itemCodec } from './item-codec.js';
import { putIfVersion, queryIndex1, queryPrefix, type Table } from './table.js';
import { writeAtomically, type WriteItem } from './transact.js';
import { mapAttr, numberAttr } from './attributes.js';
import { conditionalWrite, updateOf, written } from './expressions.js';
import { integrationTargetWrite } from './delivery-targets.js';
import {
  formPartition,
  integrationDestinationGuard,
  integrationIdIndexKey,
  integrationKey,
  integrationStateKey,
  oauthStateKey,
} from './keys.js';

/**
 * Integration item: PK `FORM#<fid>`, SK `INTEGRATION#<iid>`; every write that changes whether it delivers also
 * writes its entry on the form's delivery targets in the same transaction (`delivery-targets.ts`), which fan-out
 * reads instead of them. GSI1 `INTEGRATION#<iid>` / `INTEGRATION` finds one by id for the
 * `/v1/integrations/{IntegrationID}` routes; `tenant_id` scopes it. Duplicate guard PK `FORM#<fid>`, SK
 * `INTEGRATION_DEST#<type>#<destination>`, written in the same transaction. `credentials` holds only sealed
 * (encrypted) text. OAuth state: PK `OAUTHSTATE#<sha256>`, SK `OAUTHSTATE`, TTL; consumed by a delete.
 * Per-delivery state (payload sent, multi-step progress): PK `DELIVERY#<did>`, SK `INTEGRATION_STATE`, TTL.
 */
const idIndexKey = integrationIdIndexKey;
const destinationGuardKey = integrationDestinationGuard;
const stateKey = oauthStateKey;
const deliveryStateKey = integrationStateKey;

type Item = Record<string, unknown>;

/** `type` is the item's kind in this table, so the integration's type is stored as `integration_type`. */
const codec = itemCodec(IntegrationEntity, {
  external: ['type'],
  defaults: { config: () => ({}), lastStatus: () => ({}), version: () => 0 },
});

const toItem = (i: Integration): Item => ({
  ...integrationKey(i.formId, i.id),
  ...idIndexKey(i.id),
  type: 'integration',
  integration_type: i.type,
  ...codec.toItem(i),
});

const fromItem = (item: Item): Integration =>
  codec.fromItem(item, { type: IntegrationEntity.shape.type.parse(item.integration_type) });

/** The integration repository over the single table. */
export function integrationStore(table: Table): IntegrationStore {
  /** An update of the integration; `stopsDelivering` takes its entry off the form's targets in the same write. */
  const update = async (formId: string, id: string, set: Item, stopsDelivering = false) => {
    const change = updateOf(
      integrationKey(formId, id),
      { set, add: { version: 1 } },
      { expression: 'attribute_exists(PK)' },
    );
    await conditionalWrite<unknown>(
      stopsDelivering
        ? writeAtomically(table, [{ Update: change }, integrationTargetWrite(formId, id, null)])
        : table.client.send(new UpdateCommand({ TableName: table.name, ...change })),
    );
  };

  return {
    async create(integration) {
      const writes: WriteItem[] = [
        { Put: { Item: toItem(integration), ConditionExpression: 'attribute_not_exists(PK)' } },
        integrationTargetWrite(integration.formId, integration.id, integration),
      ];
      if (integration.destinationKey) {
        writes.push({
          Put: {
            Item: {
              ...destinationGuardKey(integration.formId, integration.destinationKey),
              type: 'integration_destination',
              integration_id: integration.id,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        });
      }
      return written(writeAtomically(table, writes));
    },

    async listForForm(formId) {
      return (await queryPrefix(table, formPartition(formId), integrationKey.prefix)).map(fromItem);
    },

    async get(formId, id) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: integrationKey(formId, id), ConsistentRead: true }),
      );
      return Item ? fromItem(Item) : undefined;
    },

    async findById(tenantId, id) {
      const Items = await queryIndex1(table, idIndexKey(id));
      const found = Items.find((i) => i.tenant_id === tenantId);
      // The index is eventually consistent: read the item itself for the current version.
      if (!found) return undefined;
      const { Item } = await table.client.send(
        new GetCommand({
          TableName: table.name,
          Key: integrationKey(String(found.form_id), id),
          ConsistentRead: true,
        }),
      );
      return Item && Item.tenant_id === tenantId ? fromItem(Item) : undefined;
    },

    save: (previous, next) =>
      putIfVersion(table, toItem({ ...next, version: previous.version + 1 }), previous, [
        integrationTargetWrite(next.formId, next.id, next),
      ]),

    async recordOutcome(formId, id, outcome) {
      const set: Item = {};
      if (outcome.health) set.health = outcome.health;
      if (outcome.lastStatus) set.last_status = outcome.lastStatus;
      if (outcome.lastDeliveryAt) set.last_delivery_at = outcome.lastDeliveryAt;
      // Only a save makes an integration healthy again; a health the pipeline records stops it delivering.
      if (Object.keys(set).length > 0) await update(formId, id, set, outcome.health !== undefined);
    },

    async saveCredentials(formId, id, sealed) {
      await update(formId, id, { credentials: sealed });
    },

    async delete(integration) {
      const writes: WriteItem[] = [
        {
          Delete: {
            Key: integrationKey(integration.formId, integration.id),
            ConditionExpression: 'tenant_id = :tenant',
            ExpressionAttributeValues: { ':tenant': integration.tenantId },
          },
        },
        integrationTargetWrite(integration.formId, integration.id, null),
      ];
      if (integration.destinationKey)
        writes.push({ Delete: { Key: destinationGuardKey(integration.formId, integration.destinationKey) } });
      return written(writeAtomically(table, writes));
    },
  };
}

/** Pending browser authorizations (single use: consuming deletes). */
export function oauthStateStore(table: Table): OAuthStateStore {
  return {
    async put(state) {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...stateKey(state.stateHash),
            type: 'oauth_state',
            tenant_id: state.tenantId,
            form_id: state.formId,
            integration_id: state.integrationId,
            integration_type: state.type,
            expires_at_iso: state.expiresAt,
            expires_at: Math.ceil(Date.parse(state.expiresAt) / 1000),
          },
        }),
      );
    },
    async consume(stateHash) {
      const { Attributes } = await table.client.send(
        new DeleteCommand({ TableName: table.name, Key: stateKey(stateHash), ReturnValues: 'ALL_OLD' }),
      );
      if (!Attributes) return undefined;
      return OAuthStateEntity.schema.parse({
        stateHash,
        tenantId: Attributes.tenant_id,
        formId: Attributes.form_id,
        integrationId: Attributes.integration_id,
        type: Attributes.integration_type,
        expiresAt: Attributes.expires_at_iso,
      });
    },
  };
}

/** What each integration delivery sent and how far it got. */
export function integrationDeliveryStateStore(table: Table): IntegrationDeliveryStateStore {
  return {
    async get(deliveryId) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: deliveryStateKey(deliveryId), ConsistentRead: true }),
      );
      return Item
        ? {
            payload: mapAttr(Item, 'payload'),
            progress: mapAttr(Item, 'progress'),
            generation: numberAttr(Item, 'generation'),
          }
        : undefined;
    },
    async put(deliveryId, state, expiresAtSeconds) {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...deliveryStateKey(deliveryId),
            type: 'integration_delivery_state',
            payload: state.payload,
            progress: state.progress,
            generation: state.generation,
            expires_at: expiresAtSeconds,
          },
        }),
      );
    },
  };
}
