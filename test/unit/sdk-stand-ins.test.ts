import { Sha256 as SdkSha256 } from '@smithy/core/checksum';
import { describe, expect, it } from 'vitest';
import { Sha256 } from '@shared/adapters/sha256.js';

/**
 * The bundling stand-in for the SDK's checksum module (`lib/bundling.ts` aliases it in every function): the same
 * digests as the SDK's own class, for the hashes SigV4 takes (payload hashes) and the HMACs it chains (signing keys),
 * fed as strings and as byte views.
 */
const digestOf = async (
  hash: { update(data: Uint8Array): void; digest(): Promise<Uint8Array> },
  parts: (string | Uint8Array)[],
) => {
  // Strings as the SDK's signer hands them over at run time (its type says bytes).
  for (const part of parts) hash.update(part as Uint8Array);
  return Buffer.from(await hash.digest()).toString('hex');
};

describe('the SHA-256 stand-in', () => {
  const parts = ['{"TableName":"formbase"}', new Uint8Array([0, 1, 2, 250]), new Uint8Array(new ArrayBuffer(8), 2, 4)];

  it('hashes as the SDK does, and digests again after more input', async () => {
    expect(await digestOf(new Sha256(), parts)).toBe(await digestOf(new SdkSha256(), parts));
    const ours = new Sha256();
    ours.update('a');
    const first = Buffer.from(await ours.digest()).toString('hex');
    ours.update('b');
    const theirs = new SdkSha256();
    theirs.update(Buffer.from('ab'));
    expect(Buffer.from(await ours.digest()).toString('hex')).toBe(Buffer.from(await theirs.digest()).toString('hex'));
    expect(first).not.toBe(await digestOf(new Sha256(), ['ab']));
  });

  it('keys an HMAC with a string or bytes as the SDK does', async () => {
    for (const secret of ['AWS4wJalrXUtnFEMI', new Uint8Array([9, 8, 7])]) {
      expect(await digestOf(new Sha256(secret), parts)).toBe(await digestOf(new SdkSha256(secret), parts));
    }
  });
});
