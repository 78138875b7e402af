import { join } from 'node:path';
import { buildFunctionBundle, bundleBudgetBytes, BUNDLE_TARGET_BYTES, largestParts } from '@lib/bundle-budgets.js';
import { FUNCTIONS, type FunctionName } from '@shared/infra/functions.js';
import { coldImportMs } from './support/cold-import.js';
import { median } from './support/load.js';

/**
 * `npm run bench -- bundles`: every function's minified bundle against its budget (`lib/bundle-budgets.ts`), and
 * its cold import (a fresh `node` importing the bundle, with `--enable-source-maps` as deployed; target ≤ 80 ms).
 * `test/infra/bundle-budgets.test.ts` enforces the sizes; the times are only measured.
 */
const COLD_IMPORT_TARGET_MS = 80;
const RUNS = 5;

export async function run(): Promise<void> {
  console.log(
    `function bundles (target ≤ ${BUNDLE_TARGET_BYTES / 1000} KB minified, cold import ≤ ${COLD_IMPORT_TARGET_MS} ms):`,
  );
  for (const name of Object.keys(FUNCTIONS) as FunctionName[]) {
    const bundle = await buildFunctionBundle(name);
    try {
      const ms = median(Array.from({ length: RUNS }, () => coldImportMs(join(bundle.dir, 'index.mjs'))));
      const kb = (bytes: number) => (bytes / 1000).toFixed(1);
      const size = `${kb(bundle.bytes)} KB (budget ${kb(bundleBudgetBytes(name))}; target ${bundle.bytes <= BUNDLE_TARGET_BYTES ? 'met' : 'NOT met'})`;
      const time = `${ms.toFixed(1)} ms (${ms <= COLD_IMPORT_TARGET_MS ? 'met' : 'NOT met'})`;
      const parts = largestParts(bundle.metafile, 3).map(([part, bytes]) => `${part} ${kb(bytes)}`);
      console.log(`  ${name.padEnd(11)} ${size}, cold import ${time}; largest: ${parts.join(', ')}`);
    } finally {
      bundle.remove();
    }
  }
}
