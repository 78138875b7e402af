import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esbuildOptions, INGEST_BUNDLING } from './lib/bundling.js';
const stubs: Record<string, string> = {
  'use-cases/presign-uploads.js': 'export const presignUploads = async () => ({});',
  'use-cases/attach-uploads.js': 'export const attachUploads = async () => ({files:[],consumeWrites:[],keep:[],rejections:[]}); export const commitUploads = async () => {}; export const createConsuming = (p, r, e) => p.submissions.create(r, { extraWrites: e }); export const uploadKeysOf = () => [];',
  'http/presign-body.js': 'export const parsePresignBody = () => ({});',
  'adapters/s3/uploads.js': 'export const s3UploadObjects = () => ({}); export const s3AccessOf = () => ({});',
  'adapters/dynamo/pending-uploads.js': 'export const pendingUploadStore = () => ({});',
};
const stub: esbuild.Plugin = { name: 'stub', setup(b) {
  b.onResolve({ filter: /(presign-uploads|attach-uploads|presign-body|s3\/uploads|pending-uploads)\.js$/ }, (a) => ({ path: Object.keys(stubs).find((k) => a.path.endsWith(k.split('/').slice(-1)[0]!) && (a.path.includes('s3') === k.includes('s3')))!, namespace: 'stub' }));
  b.onLoad({ filter: /.*/, namespace: 'stub' }, (a) => ({ contents: stubs[a.path], loader: 'js' }));
} };
for (const [name, plugins] of [['without uploads', [stub]], ['with uploads', []]] as const) {
  const r = await esbuild.build({ ...esbuildOptions('services/ingest/handlers/submit.ts', INGEST_BUNDLING, '/tmp/x/index.mjs'), write: false, sourcemap: false, plugins: [...plugins] });
  const code = r.outputFiles!.find((f) => f.path.endsWith('.mjs'))!.contents;
  const dir = mkdtempSync(join(tmpdir(), 'b-')); const file = join(dir, 'index.mjs'); writeFileSync(file, code);
  const env = { ...process.env, TABLE_NAME: 't', BUCKET_NAME: 'b', EVENTS_QUEUE_URL: 'q', DELIVERY_QUEUE_URL: 'q', DELIVERY_DLQ_URL: 'q', EVENTS_DLQ_URL: 'q', MAIL_FROM: 'm@example.com', PUBLIC_BASE_URL: 'http://x' };
  const probe = `const t = performance.now(); const m = await import(${JSON.stringify(file)}); console.log((performance.now() - t).toFixed(1));`;
  const times = Array.from({ length: 11 }, () => Number(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { env }).toString().trim())).sort((a, b) => a - b);
  console.log(name, code.length, 'bytes; cold import median', times[5], 'ms (min', times[0], ')');
}
