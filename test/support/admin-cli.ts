import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { LocalApp } from '@local/app.js';
import { testEndpoints } from './app.js';

const run = promisify(execFile);

/**
 * Runs `npm run admin -- ...` the way an operator would, against the app's table. Exit code 0 gives the parsed
 * JSON output; otherwise the code and stderr (unexpected failures are printed).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the command's JSON output, read freely by tests
export async function runAdmin(app: LocalApp, ...args: string[]): Promise<{ code: number; out: any }> {
  const endpoints = testEndpoints();
  return runAdminIn(process.cwd(), args, {
    ...process.env,
    TABLE_NAME: app.config.tableName,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
  });
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs the admin command from `cwd` (its `.local/` is what it finds) with exactly `env`. */
export async function runAdminIn(
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
): Promise<{ code: number; out: any }> {
  try {
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const { stdout } = await run(
      tsx,
      ['--tsconfig', join(ROOT, 'tsconfig.json'), join(ROOT, 'scripts/admin.ts'), ...args],
      {
        cwd,
        env,
      },
    );
    return { code: 0, out: JSON.parse(stdout) };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    if (e.code !== 2) console.error(e.stderr);
    return { code: e.code, out: e.stderr };
  }
}
