import { afterEach, describe, expect, it } from 'vitest';
import type { SQSRecord } from 'aws-lambda';
import { processBatch, type RecordResult } from '@shared/adapters/sqs/batch.js';
import { lambdaLogger, type Logger } from '@shared/observability/log.js';
import { capturingLogger } from '@test/support/capturing-logger.js';
import { DELIVERY_LAG_METRIC, deliveryMetricName } from '@shared/observability/metric-catalog.js';
import { serviceMetrics } from '@shared/observability/metrics.js';

/**
 * The log lines of a queue batch (log bytes per submission): one INFO summary per batch; a routine
 * success's per-message line only at DEBUG; every other message's line as before (INFO, ERROR for a throw).
 */
const record = (messageId: string, body: string): SQSRecord =>
  ({ messageId, receiptHandle: `r-${messageId}`, body, attributes: { ApproximateReceiveCount: '1' } }) as SQSRecord;

/** Each body names what its record comes to. */
const handle = async (r: SQSRecord): Promise<RecordResult> => {
  if (r.body === 'throw') throw new Error('the store is down');
  if (r.body === 'retry') return { outcome: 'retry', log: { result: 'failed' } };
  if (r.body === 'skipped') return { outcome: 'done', log: { result: 'skipped' } };
  return { outcome: 'done', routine: true, log: { result: 'delivered' } };
};

/** The JSON lines written to stdout while `work` runs (and not echoed). */
async function stdoutOf(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const write = process.stdout.write;
  let text = '';
  process.stdout.write = ((chunk: string | Uint8Array) => {
    text += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  try {
    await work();
  } finally {
    process.stdout.write = write;
  }
  return text
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('queue batch log lines', () => {
  it('writes one summary line, DEBUG lines for routine successes, INFO or ERROR lines for the rest', async () => {
    const { lines, logger } = capturingLogger();
    const bodies = ['ok', 'ok', 'skipped', 'retry', 'throw', 'ok'];
    const response = await processBatch({ Records: bodies.map((body, i) => record(`m${i}`, body)) }, handle, {
      logger,
      consumer: 'webhook-attempt',
    });
    expect(response.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['m3', 'm4']);

    const byId = (level: string) =>
      lines
        .filter((l) => l.level === level && l.message === 'message')
        .map((l) => l.message_id)
        .sort();
    expect(byId('DEBUG')).toEqual(['m0', 'm1', 'm5']);
    expect(byId('INFO')).toEqual(['m2', 'm3']);
    expect(byId('ERROR')).toEqual(['m4']);
    expect(lines.find((l) => l.message_id === 'm3')).toMatchObject({
      consumer: 'webhook-attempt',
      receive_count: 1,
      outcome: 'retry',
      result: 'failed',
    });
    expect(lines.find((l) => l.message_id === 'm4')).toMatchObject({
      outcome: 'error',
      error_type: 'Error',
      error_message: 'the store is down',
    });
    const summaries = lines.filter((l) => l.message === 'batch');
    expect(summaries).toEqual([
      {
        level: 'INFO',
        message: 'batch',
        consumer: 'webhook-attempt',
        records: 6,
        done: 4,
        retry: 1,
        error: 1,
        ms: expect.any(Number),
      },
    ]);
    expect(lines.at(-1)).toBe(summaries[0]);
  });

  it('leaves the counts of outcomes that did not occur off the summary', async () => {
    const { lines, logger } = capturingLogger();
    await processBatch({ Records: [record('m0', 'ok'), record('m1', 'ok')] }, handle, { logger, consumer: 'fan-out' });
    expect(lines.filter((l) => l.level !== 'DEBUG')).toEqual([
      { level: 'INFO', message: 'batch', consumer: 'fan-out', records: 2, done: 2, ms: expect.any(Number) },
    ]);
  });
});

describe("with the functions' logger", () => {
  const level = process.env.POWERTOOLS_LOG_LEVEL;
  afterEach(() => {
    if (level === undefined) delete process.env.POWERTOOLS_LOG_LEVEL;
    else process.env.POWERTOOLS_LOG_LEVEL = level;
  });
  const batch = (logger: Logger) =>
    processBatch({ Records: [record('m0', 'ok'), record('m1', 'retry')] }, handle, { logger, consumer: 'fan-out' });

  it('at INFO prints the summary and the non-routine line only', async () => {
    process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
    const printed = await stdoutOf(() => batch(lambdaLogger('delivery')));
    expect(printed.map((l) => [l.level, l.message, l.message_id])).toEqual([
      ['INFO', 'message', 'm1'],
      ['INFO', 'batch', undefined],
    ]);
  });

  it('at DEBUG (POWERTOOLS_LOG_LEVEL or -c logLevel=DEBUG) still prints every message', async () => {
    process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
    const printed = await stdoutOf(() => batch(lambdaLogger('delivery')));
    expect(printed.map((l) => [l.level, l.message, l.message_id]).sort()).toEqual(
      [
        ['DEBUG', 'message', 'm0'],
        ['INFO', 'message', 'm1'],
        ['INFO', 'batch', undefined],
      ].sort(),
    );
    expect(printed.find((l) => l.message_id === 'm0')).toMatchObject({
      consumer: 'fan-out',
      outcome: 'done',
      result: 'delivered',
      ms: expect.any(Number),
    });
  });
});

describe('EMF lines', () => {
  it('print one sum per count metric and every duration sample, once per flush', async () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const metrics = serviceMetrics('delivery');
    const delivered = deliveryMetricName('webhook', 'delivered');
    const failed = deliveryMetricName('webhook', 'failed');
    const printed = await stdoutOf(async () => {
      for (const lag of [120, 80, 95]) {
        metrics.count(delivered);
        metrics.milliseconds(DELIVERY_LAG_METRIC, lag);
      }
      metrics.count(failed);
      metrics.count('NotInTheCatalogue');
      metrics.flush();
      metrics.flush(); // nothing recorded since: no line
      metrics.count(delivered);
      metrics.flush();
    });
    expect(printed).toHaveLength(2);
    expect(printed[0]).toMatchObject({
      service: 'delivery',
      [delivered]: 3,
      [failed]: 1,
      [DELIVERY_LAG_METRIC]: [120, 80, 95],
    });
    expect(printed[0]).not.toHaveProperty('NotInTheCatalogue');
    expect(printed[1]).toMatchObject({ [delivered]: 1 });
    expect(printed[1]).not.toHaveProperty(failed);
  });
});
