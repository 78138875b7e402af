import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { LocalApp } from '@local/app.js';
import { deliveryIdFor, newDelivery } from '@shared/domain/delivery/deliveries.js';
import { resourceTargetKey } from '@shared/domain/delivery/targets.js';
import { newId } from '@shared/domain/ids.js';
import { CLI_BIN, cliEnv } from './cli.js';

/** Starts `formbase mcp --http --port 0 …args` and resolves with its URL once it says where it listens. */
export function startHttpMcp(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [CLI_BIN, 'mcp', '--http', '--port', '0', ...args], {
    env: cliEnv(env),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const url = /on (http:\/\/\S+\/mcp),/.exec(said)?.[1];
      if (url) resolve({ url, child });
    });
    child.once('exit', (code) => reject(new Error(`formbase mcp --http exited ${code}: ${said}`)));
  });
}

type CallResult = Awaited<ReturnType<Client['callTool']>>;
const textOf = (r: CallResult) => (r.content as { type: string; text?: string }[]).map((c) => c.text ?? '').join('\n');

/** Calls a tool that must succeed; returns its structured content. */
export async function ok(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError, `${name}: ${textOf(result)}`).toBeFalsy();
  expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  return result.structuredContent as any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Calls a tool that must answer a tool error (not a protocol failure); returns the error text. */
export async function refused(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError, `${name} should fail: ${textOf(result)}`).toBe(true);
  return textOf(result);
}

/** A failed delivery of a webhook or integration, stored as the attempt function records one (pollers off). */
export async function failedDelivery(
  app: LocalApp,
  target: { kind: 'webhook' | 'integration'; id: string; tenantId: string; formId: string; submissionId: string },
) {
  const deliveries = app.deps.stores.deliveries;
  const targetKey = resourceTargetKey(target.kind, target.id);
  const createdAt = new Date().toISOString();
  const eventId = newId('event', Date.parse(createdAt));
  const delivery = newDelivery(
    {
      id: deliveryIdFor(eventId, createdAt, targetKey),
      targetKey,
      kind: target.kind,
      tenantId: target.tenantId,
      formId: target.formId,
      eventId,
      eventType: 'submission.created',
      eventCreatedAt: createdAt,
      submissionId: target.submissionId,
      test: false,
    },
    new Date(createdAt),
  );
  expect(await deliveries.createOnce(delivery)).toEqual({ created: true });
  const attempt = {
    id: newId('attempt'),
    deliveryId: delivery.id,
    attemptNo: 1,
    createdAt,
    statusCode: 503,
    responseMs: 12,
    responseExcerpt: 'busy',
    error: 'endpoint answered HTTP 503',
  };
  const next = new Date(Date.now() + 60_000).toISOString();
  const recorded = await deliveries.recordFirstAttempt(
    delivery,
    { attempt, status: 'failed', nextAttemptAt: next },
    { messageId: `message-${delivery.id}`, generation: 0 },
  );
  expect(recorded).toBe(true);
  return delivery.id;
}
