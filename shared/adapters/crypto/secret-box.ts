import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { awsJsonCall, type AwsSigning } from '../aws-json.js';
import type { SecretBox } from '@shared/domain/integrations/types.js';
import type { Environment } from '@shared/config.js';

/**
 * Credentials at rest. In AWS: KMS Encrypt/Decrypt under the deployment's key with the integration as encryption
 * context, so a ciphertext copied onto another integration or tenant does not open. Locally: AES-256-GCM under a
 * key kept in `.local/` (or a random one per test app), with the same context as additional authenticated data.
 * Both prefix the text with their scheme so a change of scheme is visible.
 */
const contextAad = (context: Record<string, string>) =>
  Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b))), 'utf8');

/** AES-256-GCM with a 32-byte key (base64). */
export function localSecretBox(keyBase64: string): SecretBox {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== 32) throw new Error('the local credentials key must be 32 bytes (base64)');
  return {
    async seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(contextAad(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `aes:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    async open(sealed, context) {
      if (!sealed.startsWith('aes:')) throw new Error('not sealed by the local secret box');
      const raw = Buffer.from(sealed.slice(4), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(contextAad(context));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** KMS (symmetric key) with the context as EncryptionContext; Encrypt and Decrypt over `aws-json.ts`. */
export function kmsSecretBox(keyId: string, signing: AwsSigning, env?: Environment): SecretBox {
  const kms = awsJsonCall({ name: 'kms', targetPrefix: 'TrentService' }, signing, env);
  return {
    async seal(plaintext, context) {
      const { CiphertextBlob } = await kms<{ CiphertextBlob: string }>('Encrypt', {
        KeyId: keyId,
        Plaintext: Buffer.from(plaintext, 'utf8').toString('base64'),
        EncryptionContext: context,
      });
      return `kms:${CiphertextBlob}`;
    },
    async open(sealed, context) {
      if (!sealed.startsWith('kms:')) throw new Error('not sealed by KMS');
      const { Plaintext } = await kms<{ Plaintext: string }>('Decrypt', {
        KeyId: keyId,
        CiphertextBlob: sealed.slice(4),
        EncryptionContext: context,
      });
      return Buffer.from(Plaintext, 'base64').toString('utf8');
    },
  };
}

export const newLocalSecretKey = () => randomBytes(32).toString('base64');
