import { createHash } from 'node:crypto';
import { GetCommand } from './commands.js';
import { UserEntity, type UserStore } from '@shared/domain/accounts.js';
import { stringAttr } from './attributes.js';
import { itemCodec } from './item-codec.js';
import type { Table } from './table.js';
import { conditionalWrite } from './expressions.js';
import { writeAtomically } from './transact.js';
import { userEmailClaimKey, userKey } from './keys.js';

const codec = itemCodec(UserEntity);

/**
 * User item: PK `USER#<id>`, SK `USER`. Beside it, one claim item per address, PK `EMAIL#<sha256 of the address>`,
 * SK `EMAIL`, holding the user id: written in the same transaction, so an address belongs to one user, and its key
 * shows no address.
 */
const emailKey = (email: string) => userEmailClaimKey(createHash('sha256').update(email, 'utf8').digest('base64url'));

export function userStore(table: Table): UserStore {
  const get = async (id: string) => {
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.name, Key: userKey(id), ConsistentRead: true }),
    );
    return Item ? codec.fromItem(Item) : undefined;
  };
  const findByEmail = async (email: string) => {
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.name, Key: emailKey(email), ConsistentRead: true }),
    );
    return Item ? get(stringAttr(Item, 'user_id')) : undefined;
  };
  return {
    get,
    findByEmail,
    async createOrGet(user) {
      const outcome = await conditionalWrite(
        writeAtomically(table, [
          {
            Put: {
              Item: { ...emailKey(user.email), type: 'user_email', user_id: user.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              Item: { ...userKey(user.id), type: 'user', ...codec.toItem(user) },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ]),
      );
      if (outcome.written) return user;
      const existing = await findByEmail(user.email);
      if (!existing) throw outcome.error;
      return existing;
    },
  };
}
