import * as esbuild from 'esbuild';
import { INGEST_BUNDLE } from './bench/ingest.js';
const base = { ...INGEST_BUNDLE, external: ['disposable-email-domains-js'] };
for (const [name, extra] of Object.entries({ base: {}, node22: { target: 'node22' }, utf8: { charset: 'utf8' }, nolegal: { legalComments: 'none' }, both: { charset: 'utf8', legalComments: 'none', target: 'node22' } } as Record<string, esbuild.BuildOptions>)) {
  const r = await esbuild.build({ ...base, ...extra });
  console.log(name, r.outputFiles![0]!.contents.length);
}
const r = await esbuild.build(base);
const text = new TextDecoder().decode(r.outputFiles![0]!.contents);
console.log('\\u escapes', (text.match(/\\u[0-9a-fA-F]{4}/g) ?? []).length, 'comments', (text.match(/\/\*[\s\S]*?\*\//g) ?? []).reduce((n, c) => n + c.length, 0));
