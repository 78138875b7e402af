import * as esbuild from 'esbuild';
import { INGEST_BUNDLE } from './bench/ingest.js';
const r = await esbuild.build({ ...INGEST_BUNDLE, external: ['disposable-email-domains-js'] });
const by = new Map<string, number>();
for (const o of Object.values(r.metafile!.outputs)) for (const [f, i] of Object.entries(o.inputs)) { const k = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f)?.[1] ?? f.split('/').slice(0, 3).join('/'); by.set(k, (by.get(k) ?? 0) + i.bytesInOutput); }
console.log('total', r.outputFiles![0]!.contents.length);
for (const [k, v] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1024).toFixed(1).padStart(7), k);
