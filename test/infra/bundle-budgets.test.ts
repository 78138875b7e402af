import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildFunctionBundle,
  bundleBudgetBytes,
  BUNDLE_TARGET_BYTES,
  largestParts,
  type FunctionBundle,
} from '@lib/bundle-budgets.js';
import { FUNCTIONS, type FunctionName } from '@shared/infra/functions.js';

/**
 * Bundle budgets: every function in the manifest is built as CDK builds it, and fails here when its
 * minified bundle outgrows its budget (`lib/bundle-budgets.ts`). Cold-import times are measured by `npm run bench --
 * bundles`, not asserted here.
 */
const names = Object.keys(FUNCTIONS) as FunctionName[];
const bundles = new Map<FunctionName, FunctionBundle>();
beforeAll(async () => {
  for (const name of names) bundles.set(name, await buildFunctionBundle(name));
}, 180_000);
afterAll(() => bundles.forEach((bundle) => bundle.remove()));

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Packages with code in a function's output (the metafile also lists inputs tree-shaking dropped entirely). */
const packagesIn = (name: FunctionName) =>
  new Set(
    largestParts(bundles.get(name)!.metafile, Infinity)
      .filter(([, bytes]) => bytes > 0)
      .map(([part]) => part),
  );

/** Source files with code in a function's output. */
const sourcesIn = (name: FunctionName) =>
  Object.values(bundles.get(name)!.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file]) => file),
  );

describe('function bundle budgets', () => {
  it.each(names)('%s fits its budget', (name) => {
    const bundle = bundles.get(name)!;
    const parts = largestParts(bundle.metafile, 4).map(([part, bytes]) => `${part} ${kb(bytes)}`);
    expect(bundle.bytes, `${name}: ${kb(bundle.bytes)}; largest: ${parts.join(', ')}`).toBeLessThanOrEqual(
      bundleBudgetBytes(name),
    );
  });

  it('holds a function above the target only while it is above it (a budget can only shrink to the target)', () => {
    for (const name of names) {
      if (bundleBudgetBytes(name) === BUNDLE_TARGET_BYTES) continue;
      expect(bundles.get(name)!.bytes, `${name} fits ${kb(BUNDLE_TARGET_BYTES)} now: drop its entry`).toBeGreaterThan(
        BUNDLE_TARGET_BYTES,
      );
    }
  });

  it('keeps ingest and the sweeper at the target', () => {
    expect([bundleBudgetBytes('ingest'), bundleBudgetBytes('sweep')]).toEqual([
      BUNDLE_TARGET_BYTES,
      BUNDLE_TARGET_BYTES,
    ]);
  });

  it('signs the S3 URLs of ingest with the SDK signer and leaves SQS out of it (the stream consumer queues its events)', () => {
    const packages = packagesIn('ingest');
    expect(packages).toContain('@smithy/signature-v4');
    expect(packages).not.toContain('@aws-sdk/client-s3');
    expect(sourcesIn('ingest').filter((file) => file.startsWith('shared/adapters/sqs/'))).toEqual([]);
  });

  it('leaves the SQS client out of every function (each sends signed JSON requests)', () => {
    expect(names.filter((name) => packagesIn(name).has('@aws-sdk/client-sqs'))).toEqual([]);
    expect(sourcesIn('submissionStream')).toContain('shared/adapters/sqs/sender.ts');
  });

  it('holds the spam review to the target, its weights beside the bundle, without the delivery channels and mailers', () => {
    expect(bundleBudgetBytes('spamReview')).toBe(BUNDLE_TARGET_BYTES);
    const packages = packagesIn('spamReview');
    for (const heavy of ['@aws-sdk/client-sesv2', '@aws-sdk/client-kms', '@aws-sdk/client-ssm'])
      expect(packages).not.toContain(heavy);
    expect(existsSync(join(bundles.get('spamReview')!.dir, 'spam-review-model.weights.json'))).toBe(true);
  });

  it('leaves classic zod out of every function (schemas are zod/mini; classic alone is ~390 KB)', () => {
    const withClassic = names.filter((name) =>
      Object.values(bundles.get(name)!.metafile.outputs).some((output) =>
        Object.entries(output.inputs).some(
          ([file, input]) => file.includes('node_modules/zod/v4/classic/') && input.bytesInOutput > 0,
        ),
      ),
    );
    expect(withClassic).toEqual([]);
  });

  it('leaves the S3 client out of every function (each signs its S3 requests with the SDK signer)', () => {
    const withClient = names.filter((name) =>
      ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner'].some((pkg) => packagesIn(name).has(pkg)),
    );
    expect(withClient).toEqual([]);
    expect(packagesIn('apiSubmissions')).toContain('@smithy/signature-v4');
  });
});
