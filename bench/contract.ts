import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench -- contract`: Schemathesis (all checks, all phases) over every operation of the served OpenAPI
 * document, against a fresh `npm start` in its own loopback-only network namespace, so the webhook and integration
 * URLs the fuzzer invents never leave the machine. The tool's `run.sh` and `seed.py` run unchanged; the only
 * addition is `bench/contract/schemathesis.toml` (with `hooks.py`): where a check is wrong about this API, the reason
 * is written beside the exception. Prints the tool's last line, `N passed, M failed` (operations), and fails when
 * M > 0. Needs root (`unshare --net`), `nsenter` and `python3`. Environment: `SCHEMATHESIS_DIR` (default: the first
 * `shared/tools/schemathesis` above the repository), `TIME_LIMIT`, `MAX_EXAMPLES`, `WORKERS` as `run.sh` reads them.
 */
const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');
const PORT = 4390;
const STARTUP_TIMEOUT_MS = 180_000;

function toolDir(): string {
  if (process.env.SCHEMATHESIS_DIR) return resolve(process.env.SCHEMATHESIS_DIR);
  for (let dir = repo; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'tools', 'schemathesis');
    if (existsSync(join(candidate, 'run.sh'))) return candidate;
  }
  throw new Error('Schemathesis tool not found: set SCHEMATHESIS_DIR to the folder holding run.sh and seed.py');
}

/** `npm start` with its data in `dataDir`, inside a new network namespace whose loopback is up. */
function startInNamespace(dataDir: string): ChildProcess {
  const tsx = join(repo, 'node_modules', '.bin', 'tsx');
  const start = `ip link set lo up && exec ${tsx} ${join(repo, 'local', 'start.ts')}`;
  return spawn('unshare', ['--net', '--fork', 'sh', '-c', start], {
    cwd: dataDir, // the service keeps its data under `<cwd>/.local`
    detached: true, // its own process group, stopped as one
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      TSX_TSCONFIG_PATH: join(repo, 'tsconfig.json'),
      API_RATE_PER_SECOND: '500',
      API_RATE_BURST: '1000',
    },
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits until the service in `pid`'s namespace serves its document to the dev API key; returns the credentials. */
async function waitForService(pid: number, dataDir: string): Promise<{ api_key: string; session_token: string }> {
  const file = join(dataDir, '.local', 'dev-credentials.json');
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (existsSync(file)) {
      const credentials = JSON.parse(readFileSync(file, 'utf8')) as { api_key: string; session_token: string };
      const probe = spawnSync('nsenter', [
        `--net=/proc/${pid}/ns/net`,
        '--',
        'curl',
        '-sf',
        '-o',
        '/dev/null',
        '-H',
        `Authorization: Bearer ${credentials.api_key}`,
        `http://127.0.0.1:${PORT}/v1/openapi.json`,
      ]);
      if (probe.status === 0) return credentials;
    }
    await sleep(1000);
  }
  throw new Error(`the service did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/**
 * The tool's folder as `run.sh` sees it, with its `seed.py` replaced by ours (which runs the tool's and appends the
 * committed config): `run.sh` finds its wheel and seed script beside itself.
 */
function toolWithConfig(tool: string, into: string): string {
  for (const file of ['run.sh', 'schemathesis-4.25.0-py3-none-any.whl'])
    symlinkSync(join(tool, file), join(into, file));
  symlinkSync(join(here, 'contract', 'seed.py'), join(into, 'seed.py'));
  return join(into, 'run.sh');
}

/** Stops the service's process group the way Ctrl-C does (its stand-ins shut down), then for good. */
async function stop(service: ChildProcess): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-service.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGINT');
  for (let i = 0; i < 20 && service.exitCode === null && service.signalCode === null; i++) await sleep(500);
  signal('SIGKILL');
}

export async function run(): Promise<void> {
  const tool = toolDir();
  const work = mkdtempSync(join(tmpdir(), 'formbase-contract-'));
  const reports = process.env.REPORT_DIR ?? mkdtempSync(join(tmpdir(), 'formbase-contract-report-'));
  const service = startInNamespace(work);
  const pid = service.pid!;
  let failed = 0;
  try {
    const credentials = await waitForService(pid, work);
    const runSh = toolWithConfig(tool, work);
    const child = spawn('bash', [runSh, `http://127.0.0.1:${PORT}`, credentials.api_key], {
      cwd: work, // Schemathesis keeps a `.schemathesis/` folder in its working directory
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        RATE_LIMIT: process.env.RATE_LIMIT ?? '60/s',
        SESSION_TOKEN: credentials.session_token,
        ST_NETNS_PID: String(pid),
        REPORT_DIR: reports,
        SCHEMATHESIS_SEED: join(tool, 'seed.py'),
        SCHEMATHESIS_CONFIG: join(here, 'contract', 'schemathesis.toml'),
        PYTHONPATH: join(here, 'contract'),
        SCHEMATHESIS_HOOKS: 'contract_hooks',
      },
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      process.stdout.write(chunk);
    });
    const status = await new Promise<number | null>((done) => child.on('close', done));
    const summary = /(\d+) passed, (\d+) failed\s*$/.exec(output);
    if (!summary) throw new Error(`Schemathesis did not report a result (exit ${status})`);
    failed = Number(summary[2]);
  } finally {
    await stop(service);
    rmSync(work, { recursive: true, force: true });
  }
  // The bench runner exits 0 once `run()` resolves; failing operations fail the bench.
  if (failed > 0) process.exit(1);
}
