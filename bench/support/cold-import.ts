import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';

/**
 * Milliseconds a fresh `node` takes to import a function bundle (with `--enable-source-maps`, as deployed), from
 * beside it so its lazy packages resolve; fails when the module exports no `handler`.
 */
export const coldImportMs = (file: string): number =>
  Number(
    execFileSync(
      process.execPath,
      [
        '--enable-source-maps',
        '--input-type=module',
        '-e',
        `const t = performance.now(); const m = await import(${JSON.stringify(file)}); if (!m.handler) process.exit(2); console.log(performance.now() - t);`,
      ],
      { cwd: dirname(file), env: { ...process.env, AWS_REGION: process.env.AWS_REGION ?? 'us-east-1' } },
    ).toString(),
  );
