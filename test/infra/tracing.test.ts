import { execFile } from 'node:child_process';
import { createSocket, type Socket } from 'node:dgram';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions, INGEST_BUNDLING, INGEST_ENTRY, PROJECT_ROOT } from '@lib/bundling.js';

/**
 * X-Ray tracing: switched by `-c tracing=true` at build time. Without it the bundle carries none of the
 * tracer; with it every invocation and every SDK call is a subsegment sent to the X-Ray daemon, here a UDP socket
 * speaking the daemon's protocol, with DynamoDB answered by a local HTTP server.
 */
const TRACER_MODULES = /node_modules\/(@aws-lambda-powertools\/tracer|aws-xray-sdk-core)\//;

describe('the tracer in the bundle', () => {
  let dir: string;
  const build = async (tracing: boolean) => {
    const outfile = join(dir, `${tracing ? 'on' : 'off'}.mjs`);
    const result = await esbuild.build({
      ...esbuildOptions(INGEST_ENTRY, INGEST_BUNDLING, outfile, { tracing }),
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    return {
      bytes: result.metafile.outputs[Object.keys(result.metafile.outputs).find((o) => o.endsWith('.mjs'))!]!.bytes,
      inputs,
    };
  };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tracing-bundle-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is left out unless the deployment asks for tracing, and built in when it does', async () => {
    const [off, on] = await Promise.all([build(false), build(true)]);
    expect(off.inputs.filter((file) => TRACER_MODULES.test(file))).toEqual([]);
    expect(on.inputs.filter((file) => TRACER_MODULES.test(file)).length).toBeGreaterThan(10);
    expect(on.bytes - off.bytes).toBeGreaterThan(50_000);
  }, 60_000);
});

describe('a traced invocation', () => {
  let daemon: Socket;
  let dynamo: Server;
  const documents: Record<string, unknown>[] = [];

  beforeAll(async () => {
    daemon = createSocket('udp4');
    daemon.on('message', (message) => {
      // The daemon protocol: a JSON header line, then one segment document.
      const [, body] = message.toString('utf8').split('\n');
      if (body) documents.push(JSON.parse(body) as Record<string, unknown>);
    });
    await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
    dynamo = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}'));
    });
    await new Promise<void>((resolve) => dynamo.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    daemon.close();
    dynamo.close();
  });

  const run = (tracing: 'on' | 'off') =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'test/support/traced-probe.ts'], {
      cwd: PROJECT_ROOT,
      env: {
        PATH: process.env.PATH,
        FORMBASE_TRACING: tracing,
        AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
        AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
        LAMBDA_TASK_ROOT: PROJECT_ROOT,
        _HANDLER: 'index.handler',
        AWS_LAMBDA_FUNCTION_NAME: 'probe',
        POWERTOOLS_SERVICE_NAME: 'probe',
        _X_AMZN_TRACE_ID: 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1',
        AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${(daemon.address() as AddressInfo).port}`,
        AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR',
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'test',
        AWS_SECRET_ACCESS_KEY: 'test',
        AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${(dynamo.address() as AddressInfo).port}`,
        TABLE_NAME: 'probe-table',
        BUCKET_NAME: 'b',
        EVENTS_QUEUE_URL: 'http://127.0.0.1/q',
        DELIVERY_QUEUE_URL: 'http://127.0.0.1/q',
        DELIVERY_DLQ_URL: 'http://127.0.0.1/q',
        EMAIL_DELIVERY_QUEUE_URL: 'http://127.0.0.1/q',
        EMAIL_DELIVERY_DLQ_URL: 'http://127.0.0.1/q',
        INTEGRATION_DELIVERY_QUEUE_URL: 'http://127.0.0.1/q',
        INTEGRATION_DELIVERY_DLQ_URL: 'http://127.0.0.1/q',
        EVENTS_DLQ_URL: 'http://127.0.0.1/q',
        SPAM_REVIEW_QUEUE_URL: 'http://127.0.0.1/q',
        SPAM_REVIEW_DLQ_URL: 'http://127.0.0.1/q',
        EXPORTS_QUEUE_URL: 'http://127.0.0.1/q',
        EXPORTS_DLQ_URL: 'http://127.0.0.1/q',
        MAIL_FROM: 'forms@example.com',
        PUBLIC_BASE_URL: 'http://127.0.0.1',
      },
    });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('sends the handler and each SDK call as subsegments of the function trace, errors included', async () => {
    const { stdout } = await run('on');
    expect(stdout.trim().split('\n')).toEqual(['ok', 'probe failure']);
    await settle();
    const names = documents.map((d) => d.name);
    expect(names.filter((n) => n === '## index.handler')).toHaveLength(2);
    const calls = documents.filter((d) => d.name === 'DynamoDB');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ namespace: 'aws', aws: { operation: 'GetItem', table_name: 'probe-table' } });
    for (const d of documents) expect(d.trace_id).toBe('1-5759e988-bd862e3fe1be46a994272793');
    const [first, second] = documents.filter((d) => d.name === '## index.handler');
    expect(first).toMatchObject({ annotations: { ColdStart: true, Service: 'probe' } });
    expect(second).toMatchObject({ annotations: { ColdStart: false }, fault: true });
  }, 60_000);

  it('sends nothing when the function was built without tracing', async () => {
    documents.length = 0;
    const { stdout } = await run('off');
    expect(stdout.trim().split('\n')).toEqual(['ok', 'probe failure']);
    await settle();
    expect(documents).toEqual([]);
  }, 60_000);
});
