import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CLI_BIN = fileURLToPath(new URL('../../packages/cli/bin/formbase.js', import.meta.url));

/** A minimal environment for a CLI child process, plus `env`. */
export const cliEnv = (env: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '/tmp',
  ...env,
});

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON (for `--json` runs). */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Runs the real `formbase` executable in a child process (asynchronously: the service under test answers from this
 * process's event loop). `env` is added to a minimal environment; `input` is written to its stdin.
 */
export function runCli(args: string[], options: { env?: Record<string, string>; input?: string; cwd?: string } = {}) {
  return new Promise<CliRun>((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI_BIN, ...args],
      {
        cwd: options.cwd,
        env: cliEnv(options.env),
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        let json: unknown;
        try {
          json = JSON.parse(stdout);
        } catch {
          json = undefined;
        }
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr, json });
      },
    );
    child.stdin?.end(options.input ?? '');
  });
}
