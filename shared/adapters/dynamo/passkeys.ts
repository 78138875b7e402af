import { createHash } from 'node:crypto';
import { updateOf } from './expressions.js';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from './commands.js';
import { ConflictError } from '@shared/domain/errors.js';
import { PasskeyEntity, WebAuthnChallengeEntity, type PasskeyStore } from '@shared/domain/passkeys.js';
import { stringAttr } from './attributes.js';
import { itemCodec } from './item-codec.js';
import { queryPrefix, type Table } from './table.js';
import { refusedAs, writeAtomically } from './transact.js';
import { passkeyCredentialKey, passkeyKey, userPartition, webAuthnChallengeKey } from './keys.js';

const passkeyCodec = itemCodec(PasskeyEntity);
const challengeCodec = itemCodec(WebAuthnChallengeEntity);

/**
 * Passkey item: PK `USER#<user>`, SK `PASSKEY#<id>`. Beside it, PK `PASSKEYCRED#<sha256 of the credential id>`, SK
 * `PASSKEYCRED` points a sign-in's credential id at it (written and deleted together). Challenge item: PK
 * `CHALLENGE#<id>`, SK `CHALLENGE`, TTL a minute after it stops working.
 */
const credentialKey = (credentialId: string) =>
  passkeyCredentialKey(createHash('sha256').update(credentialId, 'utf8').digest('base64url'));
const challengeKey = webAuthnChallengeKey;

export function passkeyStore(table: Table): PasskeyStore {
  const getItem = async (key: Record<string, string>) =>
    (await table.client.send(new GetCommand({ TableName: table.name, Key: key, ConsistentRead: true }))).Item;
  return {
    async add(passkey) {
      await writeAtomically(table, [
        {
          Put: {
            Item: { ...passkeyKey(passkey.userId, passkey.id), type: 'passkey', ...passkeyCodec.toItem(passkey) },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        refusedAs(
          {
            Put: {
              Item: {
                ...credentialKey(passkey.credentialId),
                type: 'passkey_credential',
                user_id: passkey.userId,
                passkey_id: passkey.id,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          () => new ConflictError('this passkey is already registered', 'response'),
        ),
      ]);
    },
    async listForUser(userId) {
      return (await queryPrefix(table, userPartition(userId), passkeyKey.prefix)).map((item) =>
        passkeyCodec.fromItem(item),
      );
    },
    async findByCredentialId(credentialId) {
      const pointer = await getItem(credentialKey(credentialId));
      if (!pointer) return undefined;
      const item = await getItem(passkeyKey(stringAttr(pointer, 'user_id'), stringAttr(pointer, 'passkey_id')));
      return item ? passkeyCodec.fromItem(item) : undefined;
    },
    async recordUse(passkey, counter, at) {
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          ...updateOf(
            passkeyKey(passkey.userId, passkey.id),
            { set: { counter, last_used_at: at } },
            { expression: 'attribute_exists(PK)' },
          ),
        }),
      );
    },
    async remove(userId, id) {
      const item = await getItem(passkeyKey(userId, id));
      if (!item) return false;
      await writeAtomically(table, [
        { Delete: { Key: passkeyKey(userId, id) } },
        { Delete: { Key: credentialKey(stringAttr(item, 'credential_id')) } },
      ]);
      return true;
    },
    async saveChallenge(challenge) {
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...challengeKey(challenge.id),
            type: 'webauthn_challenge',
            ...challengeCodec.toItem(challenge),
            expires_at: Math.ceil(Date.parse(challenge.validUntil) / 1000) + 60,
          },
        }),
      );
    },
    async takeChallenge(id) {
      const { Attributes } = await table.client.send(
        new DeleteCommand({ TableName: table.name, Key: challengeKey(id), ReturnValues: 'ALL_OLD' }),
      );
      return Attributes ? challengeCodec.fromItem(Attributes) : undefined;
    },
  };
}
