import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';

type Data = string | ArrayBuffer | ArrayBufferView;

const bytes = (data: Data): string | Buffer =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/**
 * Bundling stand-in for `@smithy/core/checksum`, whose only import in our functions is the signing's
 * `Sha256` (SigV4 payload hashes and signing keys): the same class on `node:crypto`, without the package's pure-JS
 * fallback for runtimes lacking it (~3.3 KB of every bundle; Node always has it). An esbuild `alias`
 * (lib/bundling.ts) maps the package here; never import this module directly.
 */
export class Sha256 {
  readonly digestLength = 32;
  private hash: Hash | Hmac;
  private finished = false;

  constructor(private readonly secret?: Data) {
    this.hash = this.create();
  }

  update(data: Data): void {
    if (this.finished) throw new Error('Attempted to update an already finished hash.');
    this.hash.update(bytes(data));
  }

  async digest(): Promise<Uint8Array> {
    let out: Buffer;
    if (this.secret) {
      this.finished = true;
      out = this.hash.digest();
    } else out = (this.hash as Hash).copy().digest();
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  }

  reset(): void {
    this.hash = this.create();
    this.finished = false;
  }

  private create(): Hash | Hmac {
    return this.secret ? createHmac('sha256', bytes(this.secret)) : createHash('sha256');
  }
}
