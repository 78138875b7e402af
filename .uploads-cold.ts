import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INGEST_BUNDLE } from '/work/main/bench/ingest.js';
for (const entry of ['services/ingest/handlers/submit.ts', '.uploads-probe-lazy.ts', '.uploads-probe-eager.ts']) {
  const r = await esbuild.build({ ...INGEST_BUNDLE, entryPoints: [entry] });
  const code = r.outputFiles![0]!.contents;
  const dir = mkdtempSync(join(tmpdir(), 'b-')); const file = join(dir, 'x.mjs'); writeFileSync(file, code);
  const env = { ...process.env, TABLE_NAME: 't', BUCKET_NAME: 'b', EVENTS_QUEUE_URL: 'q', DELIVERY_QUEUE_URL: 'q', DELIVERY_DLQ_URL: 'q', EVENTS_DLQ_URL: 'q', MAIL_FROM: 'm@example.com', PUBLIC_BASE_URL: 'http://x' };
  const probe = `const t = performance.now(); const m = await import(${JSON.stringify(file)}); console.log((performance.now() - t).toFixed(1));`;
  const times = Array.from({ length: 9 }, () => Number(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { env }).toString().trim())).sort((a, b) => a - b);
  console.log(entry, code.length, 'median', times[4], 'min', times[0]);
}
