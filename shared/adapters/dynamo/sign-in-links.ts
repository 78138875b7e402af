import { createHash } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from './commands.js';
import {
  SignInLinkEntity,
  type Redemption,
  type SignInLink,
  type SignInLinkStore,
} from '@shared/domain/sign-in-links.js';
import { itemCodec } from './item-codec.js';
import type { Table } from './table.js';
import { conditionalWrite, updateOf } from './expressions.js';
import { newestSignInLinkKey, signInLinkKey } from './keys.js';

const codec = itemCodec(SignInLinkEntity);

/**
 * Sign-in link item: PK `LINK#<token hash>`, SK `LINK`; TTL a day after it stops working. Beside it, one item per
 * address, PK `LINKADDR#<sha256 of the address>`, SK `LINKADDR`, names the address's newest link: a link redeems
 * only while it is the newest, so sending a new link retires the older ones.
 */
const linkKey = signInLinkKey;
const newestKey = (email: string) =>
  newestSignInLinkKey(createHash('sha256').update(email, 'utf8').digest('base64url'));
const DAY_SECONDS = 86_400;

export function signInLinkStore(table: Table): SignInLinkStore {
  const getItem = async (key: Record<string, string>) =>
    (await table.client.send(new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true }))).Item;

  /** The link of a token as it stands at `at`: usable, or why not. */
  const find = async (tokenHash: string, at: Date): Promise<Redemption<SignInLink>> => {
    const item = await getItem(linkKey(tokenHash));
    if (!item) return { ok: false, reason: 'unknown' };
    const link = codec.fromItem(item);
    if (link.usedAt) return { ok: false, reason: 'used' };
    if (Date.parse(link.validUntil) <= at.getTime()) return { ok: false, reason: 'expired' };
    const newest = await getItem(newestKey(link.email));
    if (newest?.token_hash !== tokenHash) return { ok: false, reason: 'replaced' };
    return { ok: true, value: link };
  };

  return {
    async create(tokenHash, link) {
      const ttl = Math.ceil(Date.parse(link.validUntil) / 1000) + DAY_SECONDS;
      await table.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table.name,
                Item: { ...linkKey(tokenHash), type: 'sign_in_link', ...codec.toItem(link), expires_at: ttl },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Put: {
                TableName: table.name,
                Item: { ...newestKey(link.email), type: 'sign_in_link_newest', token_hash: tokenHash, expires_at: ttl },
              },
            },
          ],
        }),
      );
    },
    find,
    async redeem(tokenHash, at) {
      const found = await find(tokenHash, at);
      if (!found.ok) return found;
      const stamp = at.toISOString();
      const outcome = await conditionalWrite(
        table.client.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: table.name,
                  ...updateOf(
                    linkKey(tokenHash),
                    { set: { used_at: stamp } },
                    {
                      expression: 'attribute_exists(PK) AND attribute_not_exists(used_at) AND valid_until > :at',
                      ExpressionAttributeValues: { ':at': stamp },
                    },
                  ),
                },
              },
              {
                ConditionCheck: {
                  TableName: table.name,
                  Key: newestKey(found.value.email),
                  ConditionExpression: 'token_hash = :hash',
                  ExpressionAttributeValues: { ':hash': tokenHash },
                },
              },
            ],
          }),
        ),
      );
      if (outcome.written) return { ok: true, value: { ...found.value, usedAt: stamp } };
      // Redeemed, expired or replaced meanwhile: say which, as a later attempt would see it.
      const now = await find(tokenHash, at);
      return now.ok ? { ok: false, reason: 'used' } : now;
    },
  };
}
