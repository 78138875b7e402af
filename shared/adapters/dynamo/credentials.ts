import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CredentialEntity, type Credential, type CredentialStore } from '@shared/domain/tenant.js';
import { itemCodec } from './item-codec.js';
import { revokeItem, type Table } from './table.js';

/**
 * Credential item: PK `CRED#<token hash>`, SK `CRED` (one strongly consistent GetItem per request, so a
 * revocation takes effect at once). GSI1: `TENANT#<tenant>#CREDS` / `<kind>#<credential id>` lists a tenant's
 * keys and finds one by id. Sessions carry a TTL.
 */
const credentialKey = (hash: string) => ({ PK: `CRED#${hash}`, SK: 'CRED' });
const tenantIndexKey = (tenantId: string, kind: Credential['kind'], id?: string) => ({
  GSI1PK: `TENANT#${tenantId}#CREDS`,
  GSI1SK: `${kind}#${id ?? ''}`,
});

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
          ExpressionAttributeValues: { ':pk': tenantIndexKey(tenantId, kind).GSI1PK, ':sk': `${kind}#${id}` },
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
            ...tenantIndexKey(credential.tenantId, credential.kind, credential.id),
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
          ExpressionAttributeValues: { ':pk': tenantIndexKey(tenantId, kind).GSI1PK, ':kind': `${kind}#` },
          ScanIndexForward: false,
        }),
      );
      return (Items ?? []).map(fromItem);
    },

    async revoke(tenantId, credentialId, at) {
      const item = await findById(tenantId, credentialId);
      if (!item) return false;
      return revokeItem(table, { PK: item.PK, SK: item.SK }, tenantId, at);
    },
  };
}
