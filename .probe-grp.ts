import * as esbuild from 'esbuild';
import { INGEST_BUNDLE } from './bench/ingest.js';
const r = await esbuild.build({ ...INGEST_BUNDLE, external: ['disposable-email-domains-js'] });
const by = new Map<string, number>();
for (const o of Object.values(r.metafile!.outputs)) for (const [f, i] of Object.entries(o.inputs)) { const m = /node_modules\/(@smithy\/core|@aws-sdk\/core)\/dist-es\/submodules\/([^/]+(?:\/[^/]+)?)/.exec(f); if (m) { const k = m[1] + ' ' + m[2]; by.set(k, (by.get(k) ?? 0) + i.bytesInOutput); } }
for (const [k, v] of [...by].sort((a, b) => b[1] - a[1])) if (v > 300) console.log((v / 1024).toFixed(1).padStart(7), k);
