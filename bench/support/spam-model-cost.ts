import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { esbuildOptions, INGEST_BUNDLING, INGEST_ENTRY } from '@lib/bundling.js';
import { contentModel, type ContentModelWeights } from '@shared/domain/spam/content-model.js';
import { coldImportMs } from './cold-import.js';
import { median } from './load.js';

/**
 * What the content model costs the ingest function: the bundle with and without it (its adapter swapped for a stub
 * by an esbuild plugin), their cold imports in fresh `node` processes (interleaved, so machine load hits both
 * alike), and the weights file's one-time load on the first scored submission.
 */
const WEIGHTS = fileURLToPath(new URL('../../shared/adapters/spam-model.weights.json', import.meta.url));
const STUB = fileURLToPath(new URL('./no-spam-model.ts', import.meta.url));

const withoutModel: esbuild.Plugin = {
  name: 'without-spam-model',
  setup(build) {
    build.onResolve({ filter: /\/spam-model\.js$/ }, () => ({ path: STUB }));
  },
};

async function build(dir: string, plugins: esbuild.Plugin[]): Promise<string> {
  const file = join(dir, 'index.mjs');
  await esbuild.build({ ...esbuildOptions(INGEST_ENTRY, INGEST_BUNDLING, file), plugins, logLevel: 'silent' });
  return file;
}

export interface ModelCost {
  bundleBytes: number;
  bundleWithoutBytes: number;
  coldImportMs: number;
  coldImportWithoutMs: number;
  weightsBytes: number;
  firstLoadMs: number;
}

export async function measureModelCost(runs = 7): Promise<ModelCost> {
  const dir = mkdtempSync(join(tmpdir(), 'spam-model-cost-'));
  try {
    const [shipped, stubbed] = await Promise.all([
      build(join(dir, 'with'), []),
      build(join(dir, 'without'), [withoutModel]),
    ]);
    const withMs: number[] = [];
    const withoutMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      withMs.push(coldImportMs(shipped));
      withoutMs.push(coldImportMs(stubbed));
    }
    const started = performance.now();
    contentModel(JSON.parse(readFileSync(WEIGHTS, 'utf8')) as ContentModelWeights).probability('hello');
    const firstLoadMs = performance.now() - started;
    return {
      bundleBytes: statSync(shipped).size,
      bundleWithoutBytes: statSync(stubbed).size,
      coldImportMs: median(withMs),
      coldImportWithoutMs: median(withoutMs),
      weightsBytes: statSync(WEIGHTS).size,
      firstLoadMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
