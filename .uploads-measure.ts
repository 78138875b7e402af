import * as esbuild from 'esbuild';
import { esbuildOptions, INGEST_BUNDLING } from './lib/bundling.js';
const entry = process.argv[2] ?? 'services/ingest/handlers/submit.ts';
const r = await esbuild.build({ ...esbuildOptions(entry, INGEST_BUNDLING, '/tmp/uploads-measure/index.mjs'), write: false, metafile: true, sourcemap: false });
const js = r.outputFiles!.find((f) => f.path.endsWith('.mjs'))!;
const by = new Map<string, number>();
for (const o of Object.values(r.metafile!.outputs)) for (const [f, i] of Object.entries(o.inputs)) { const k = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f)?.[1] ?? f.split('/').slice(0, 2).join('/'); by.set(k, (by.get(k) ?? 0) + i.bytesInOutput); }
console.log('total', js.contents.length);
for (const [k, v] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log((v / 1024).toFixed(1).padStart(7), k);
