import * as esbuild from 'esbuild';
import { esbuildOptions, INGEST_BUNDLING } from './lib/bundling.js';
const stub: esbuild.Plugin = { name: 'stub', setup(b) {
  b.onResolve({ filter: /^@aws-sdk\/(client-s3|s3-request-presigner)$/ }, () => ({ path: 'stub', namespace: 'stub' }));
  b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export class S3Client {}; export class HeadObjectCommand {}; export class PutObjectCommand {}; export class PutObjectTaggingCommand {}; export const getSignedUrl = () => "";', loader: 'js' }));
} };
for (const plugins of [[], [stub]]) {
  const r = await esbuild.build({ ...esbuildOptions('services/ingest/handlers/submit.ts', INGEST_BUNDLING, '/tmp/uploads-measure/index.mjs'), write: false, metafile: true, sourcemap: false, plugins });
  console.log(plugins.length ? 'S3 SDK stubbed' : 'with uploads', r.outputFiles!.find((f) => f.path.endsWith('.mjs'))!.contents.length);
}
