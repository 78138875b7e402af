import * as esbuild from 'esbuild';
import { INGEST_BUNDLE } from './bench/ingest.js';
const r = await esbuild.build({ ...INGEST_BUNDLE, external: ['disposable-email-domains-js'] });
const importers = new Map<string, string[]>();
for (const [f, i] of Object.entries(r.metafile!.inputs)) for (const imp of i.imports) { (importers.get(imp.path) ?? importers.set(imp.path, []).get(imp.path)!).push(f); }
for (const pat of process.argv.slice(2)) for (const f of Object.keys(r.metafile!.inputs).filter((f) => f.includes(pat))) console.log(f, '<=', importers.get(f)?.map((x) => x.replace('node_modules/', '')).join(', '));
