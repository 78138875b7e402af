import * as esbuild from 'esbuild';
import { INGEST_BUNDLE } from '/work/main/bench/ingest.js';
const r = await esbuild.build({ ...INGEST_BUNDLE, entryPoints: ['./.uploads-probe-entry2.ts'] });
const rows: [string, number][] = [];
for (const o of Object.values(r.metafile!.outputs)) for (const [f, i] of Object.entries(o.inputs)) rows.push([f, i.bytesInOutput]);
console.log('total', r.outputFiles![0]!.contents.length);
for (const [k, v] of rows.filter(([f]) => new RegExp(process.argv[2]!).test(f)).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1024).toFixed(1).padStart(7), k);
