import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SignInLinkEntity, type SignInLinkStore } from '@shared/domain/sign-in-links.js';
import { itemCodec } from './item-codec.js';
import type { Table } from './table.js';
import { conditionalWrite, updateOf } from './expressions.js';
import { signInLinkKey } from './keys.js';

const codec = itemCodec(SignInLinkEntity);

/** Sign-in link item: PK `LINK#<token hash>`, SK `LINK`; TTL a day after it stops working. */
const linkKey = signInLinkKey;
const DAY_SECONDS = 86_400;

export function signInLinkStore(table: Table): SignInLinkStore {
  return {
    async create(tokenHash, link) {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...linkKey(tokenHash),
            type: 'sign_in_link',
            ...codec.toItem(link),
            expires_at: Math.ceil(Date.parse(link.validUntil) / 1000) + DAY_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },
    async redeem(tokenHash, at) {
      const outcome = await conditionalWrite(
        table.client.send(
          new UpdateCommand({
            TableName: table.name,
            ...updateOf(
              linkKey(tokenHash),
              { set: { used_at: at.toISOString() } },
              {
                expression: 'attribute_exists(PK) AND attribute_not_exists(used_at) AND valid_until > :at',
                ExpressionAttributeValues: { ':at': at.toISOString() },
              },
            ),
            ReturnValues: 'ALL_NEW',
          }),
        ),
      );
      if (outcome.written) return { ok: true, value: codec.fromItem(outcome.result.Attributes) };
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: linkKey(tokenHash), ConsistentRead: true }),
      );
      if (!Item) return { ok: false, reason: 'unknown' };
      return { ok: false, reason: codec.fromItem(Item).usedAt ? 'used' : 'expired' };
    },
  };
}
