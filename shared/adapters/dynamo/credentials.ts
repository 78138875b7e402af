import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Credential, CredentialStore } from '@shared/domain/tenant.js';
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

const fromItem = (item: Item): Credential => ({
  id: item.id as string,
  tenantId: item.tenant_id as string,
  kind: item.kind as Credential['kind'],
  name: item.name as string,
  scope: item.scope as Credential['scope'],
  keyPrefix: item.key_prefix as string,
  createdAt: item.created_at as string,
  revokedAt: (item.revoked_at as string | undefined) ?? null,
  expiresAt: (item.session_expires_at as string | undefined) ?? null,
});

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
            id: credential.id,
            tenant_id: credential.tenantId,
            kind: credential.kind,
            name: credential.name,
            scope: credential.scope,
            key_prefix: credential.keyPrefix,
            created_at: credential.createdAt,
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
      return revokeItem(table, item as { PK: string; SK: string }, tenantId, at);
    },
  };
}
