import * as esbuild from 'esbuild';
import { INGEST_BUNDLE } from './bench/ingest.js';
const base = { ...INGEST_BUNDLE, external: ['disposable-email-domains-js'] };
const a = await esbuild.build({ ...base, external: [...base.external, '@smithy/core/event-streams'] });
console.log('events ext', a.outputFiles![0]!.contents.length);
const b = await esbuild.build({ ...base, external: [...base.external, '@smithy/core/event-streams'], alias: { ...base.alias, 'mnemonist/lru-cache': '/tmp/lru.ts' } });
console.log('+lru', b.outputFiles![0]!.contents.length);
const c = await esbuild.build({ ...base, external: [...base.external, '@smithy/core/event-streams', '@aws-sdk/client-sqs'], alias: { ...base.alias, 'mnemonist/lru-cache': '/tmp/lru.ts' } });
console.log('+no sqs', c.outputFiles![0]!.contents.length);
