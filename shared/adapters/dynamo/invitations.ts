import { GetCommand, UpdateCommand } from './commands.js';
import { InvitationEntity, type InvitationStore } from '@shared/domain/invitations.js';
import { stringAttr } from './attributes.js';
import { itemCodec } from './item-codec.js';
import { queryPrefix, type Table } from './table.js';
import { updateOf, written } from './expressions.js';
import { writeAtomically } from './transact.js';
import { invitationKey, invitationTokenKey, tenantPartition } from './keys.js';

const codec = itemCodec(InvitationEntity, { external: ['expiresAt'] });

/**
 * Invitation item: PK `TENANT#<tenant>`, SK `INV#<id>`, with the hash of its current token. Beside it, a token item
 * PK `INVTOKEN#<token hash>`, SK `INVTOKEN`, pointing at the invitation (a resend deletes the old one in the same
 * transaction). Both carry a TTL a week after the invitation expires. `expires_at` is the TTL attribute, so the
 * invitation's own expiry is `invitation_expires_at`.
 */
const tokenKey = invitationTokenKey;
const ttlOf = (expiresAt: string) => Math.ceil(Date.parse(expiresAt) / 1000) + 7 * 86_400;

type Item = Record<string, unknown>;
const fromItem = (item: Item) => codec.fromItem(item, { expiresAt: stringAttr(item, 'invitation_expires_at') });

export function invitationStore(table: Table): InvitationStore {
  const getItem = async (key: Item) =>
    (await table.client.send(new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true }))).Item;

  const tokenItem = (hash: string, tenantId: string, id: string, expiresAt: string) => ({
    Put: {
      Item: {
        ...tokenKey(hash),
        type: 'invitation_token',
        tenant_id: tenantId,
        invitation_id: id,
        expires_at: ttlOf(expiresAt),
      },
    },
  });

  const mark = async (tenantId: string, id: string, attribute: 'accepted_at' | 'revoked_at', at: string) => {
    return written(
      table.client.send(
        new UpdateCommand({
          TableName: table.name,
          ...updateOf(
            invitationKey(tenantId, id),
            { set: { [attribute]: at } },
            {
              expression:
                'attribute_exists(PK) AND attribute_not_exists(accepted_at) AND attribute_not_exists(revoked_at)',
            },
          ),
        }),
      ),
    );
  };

  return {
    async create(invitation, tokenHash) {
      await writeAtomically(table, [
        {
          Put: {
            Item: {
              ...invitationKey(invitation.tenantId, invitation.id),
              type: 'invitation',
              ...codec.toItem(invitation),
              token_hash: tokenHash,
              invitation_expires_at: invitation.expiresAt,
              expires_at: ttlOf(invitation.expiresAt),
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        tokenItem(tokenHash, invitation.tenantId, invitation.id, invitation.expiresAt),
      ]);
    },
    async get(tenantId, id) {
      const item = await getItem(invitationKey(tenantId, id));
      return item ? fromItem(item) : undefined;
    },
    async listForTenant(tenantId) {
      const items = await queryPrefix(table, tenantPartition(tenantId), invitationKey.prefix, {
        ScanIndexForward: false,
      });
      return items.map(fromItem);
    },
    async findByToken(tokenHash) {
      const pointer = await getItem(tokenKey(tokenHash));
      if (!pointer) return undefined;
      const item = await getItem(invitationKey(stringAttr(pointer, 'tenant_id'), stringAttr(pointer, 'invitation_id')));
      return item && item.token_hash === tokenHash ? fromItem(item) : undefined;
    },
    async reissue(tenantId, id, tokenHash, expiresAt) {
      const item = await getItem(invitationKey(tenantId, id));
      if (!item) return false;
      await writeAtomically(table, [
        {
          Update: updateOf(
            invitationKey(tenantId, id),
            { set: { token_hash: tokenHash, invitation_expires_at: expiresAt, expires_at: ttlOf(expiresAt) } },
            { expression: 'token_hash = :previous', ExpressionAttributeValues: { ':previous': item.token_hash } },
          ),
        },
        { Delete: { Key: tokenKey(stringAttr(item, 'token_hash')) } },
        tokenItem(tokenHash, tenantId, id, expiresAt),
      ]);
      return true;
    },
    accept: (tenantId, id, at) => mark(tenantId, id, 'accepted_at', at),
    revoke: (tenantId, id, at) => mark(tenantId, id, 'revoked_at', at),
  };
}
