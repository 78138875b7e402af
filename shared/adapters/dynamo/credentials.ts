import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from './commands.js';
import { CredentialEntity, type Credential, type CredentialStore } from '@shared/domain/tenant.js';
import { itemCodec } from './item-codec.js';
import { queryAll, queryIndex1, revokeItem, type Table } from './table.js';
import { updateOf, written, type UpdateSpec } from './expressions.js';
import { credentialKey, credentialTenantIndexKey, sessionUserIndexKey } from './keys.js';

/**
 * Credential item: PK `CRED#<token hash>`, SK `CRED` (one strongly consistent GetItem per request, so a
 * revocation takes effect at once). GSI1: `TENANT#<tenant>#CREDS` / `<kind>#<credential id>` lists a tenant's
 * keys and operator sessions and finds one by id; a user's sessions are under `USER#<user>#SESSIONS` /
 * `session#<id>` instead (they follow the user across organizations). Sessions carry a TTL.
 */
const tenantIndexKey = (tenantId: string, kind: Credential['kind'], id?: string) =>
  credentialTenantIndexKey(tenantId, kind, id);
const userIndexKey = sessionUserIndexKey;
const indexKeyOf = (credential: Credential) =>
  credential.userId
    ? userIndexKey(credential.userId, credential.id)
    : tenantIndexKey(credential.tenantId, credential.kind, credential.id);

type Item = Record<string, unknown>;

/** `expires_at` is the table's TTL attribute (epoch seconds), so a session's ISO expiry is `session_expires_at`. */
const codec = itemCodec(CredentialEntity, { external: ['expiresAt'] });

const fromItem = (item: Item): Credential =>
  codec.fromItem(item, { expiresAt: typeof item.session_expires_at === 'string' ? item.session_expires_at : null });

export function credentialStore(table: Table): CredentialStore {
  const findById = async (tenantId: string, id: string): Promise<Item | undefined> => {
    for (const kind of ['api_key', 'session'] as const) {
      const { Items } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
          ExpressionAttributeValues: {
            ':pk': tenantIndexKey(tenantId, kind).GSI1PK,
            ':sk': tenantIndexKey(tenantId, kind, id).GSI1SK,
          },
        }),
      );
      if (Items?.[0]) return Items[0];
    }
    return undefined;
  };

  return {
    async findByTokenHash(hash) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: credentialKey(hash), ConsistentRead: true }),
      );
      return Item ? fromItem(Item) : undefined;
    },

    async create(credential, tokenHash) {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...credentialKey(tokenHash),
            ...indexKeyOf(credential),
            type: 'credential',
            ...codec.toItem(credential),
            session_expires_at: credential.expiresAt ?? undefined,
            expires_at: credential.expiresAt ? Math.ceil(Date.parse(credential.expiresAt) / 1000) : undefined,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },

    async listForTenant(tenantId, kind) {
      const { Items } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :kind)',
          ExpressionAttributeValues: {
            ':pk': tenantIndexKey(tenantId, kind).GSI1PK,
            ':kind': tenantIndexKey(tenantId, kind).GSI1SK,
          },
          ScanIndexForward: false,
        }),
      );
      return (Items ?? []).map(fromItem);
    },

    async revoke(tenantId, credentialId, at) {
      const item = await findById(tenantId, credentialId);
      if (!item) return false;
      return revokeItem(table, { PK: item.PK, SK: item.SK }, tenantId, at, { once: true });
    },

    async listForUser(userId) {
      const items = await queryAll(table, {
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': userIndexKey(userId).GSI1PK },
        ScanIndexForward: false,
      });
      return items.map(fromItem);
    },

    async revokeForUser(userId, sessionId, at) {
      const [item] = await queryIndex1(table, userIndexKey(userId, sessionId));
      if (!item) return 'not_found';
      if (item.revoked_at !== undefined) return 'already_revoked';
      const revoked = await updateIfExists(item, { set: { revoked_at: at } }, 'attribute_not_exists(revoked_at)');
      return revoked ? 'revoked' : 'already_revoked';
    },

    async touch(tokenHash, at) {
      await updateIfExists(credentialKey(tokenHash), { set: { last_used_at: at } });
    },

    async switchTenant(userId, sessionId, tenantId) {
      const [item] = await queryIndex1(table, userIndexKey(userId, sessionId));
      return item ? updateIfExists(item, { set: { tenant_id: tenantId } }) : false;
    },
  };

  /** The update, when the item exists and `condition` (if any) holds; false otherwise. */
  async function updateIfExists(key: Item, spec: UpdateSpec, condition?: string): Promise<boolean> {
    const expression = condition ? `attribute_exists(PK) AND ${condition}` : 'attribute_exists(PK)';
    return written(
      table.client.send(
        new UpdateCommand({
          TableName: table.name,
          ...updateOf({ PK: key.PK, SK: key.SK }, spec, { expression }),
        }),
      ),
    );
  }
}
