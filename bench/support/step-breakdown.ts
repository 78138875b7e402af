import { FAN_OUT_WEBHOOK, IN_BATCH, STREAM_CONSUMER, WEBHOOK_TRY, type Measured } from './cost-model.js';
import type { StepTally } from './meter.js';

/**
 * Where the write units, requests and milliseconds of a plain submission and of a delivery go, step by step: each
 * DynamoDB, SQS, S3 or SES request under the item it reaches (`meter.ts` `stepOf`), and the rest of the handler's
 * time (its own CPU, the webhook's POST, and requests that overlapped, which makes the rest smaller).
 */
const WHAT: [RegExp, string][] = [
  [/ RL#/, 'per-submitter rate limit'],
  [/ PLACES#/, "plan's place"],
  [/ FORM#\/SUB#/, 'the submission'],
  [/Query GSI5/, "submitter's history (spam stage)"],
  [/ CAMPAIGN_BAND#/, 'campaign memory (spam stage)'],
  [/ USAGESTATS#/, 'analytics rollup'],
  [/ TENANT#\/USAGE#/, 'plan usage'],
  [/ TENANT#\/FORMCOUNT#/, 'form counters'],
  [/ FORMSTATS#/, 'form counters (hourly)'],
  [/GetItem TENANT#$/, 'tenant (plan)'],
  [/ STREAMCOUNTED#/, 'counted-through note'],
  [/BatchGetItem DELIVERY#/, 'delivery tried yet (copies)'],
  [/ DELIVERY#/, 'delivery record'],
  [/ FORM#\/…/, "timeline entry (the try's record)"],
  [/Query TENANT#$/, 'members (owner notifications)'],
  [/ FORM#\/WEBHOOK#/, 'the webhook endpoint'],
  [/ FORM#\/TARGETS/, "form's delivery targets"],
  [/ TENANT#\/SUBSCRIBERS/, 'members e-mailed (subscribers)'],
  [/Query FORM#\/SEARCH#/, 'search index: the newest part'],
  [/PutItem FORM#\/SEARCH#/, 'search index: the part, texts added'],
  [/Query FORM#/, "form's endpoints, integrations"],
  [/GetItem FORM#$/, 'the form'],
  [/ TENANT#\/FORM#/, 'tenant, form'],
  [/^SQS Send/, 'queue the message'],
  [/^SES /, 'send the e-mail'],
];

const describe = (step: string) => WHAT.find(([pattern]) => pattern.test(step))?.[1] ?? '';

const row = (label: string, what: string, t: StepTally) =>
  `    ${label.padEnd(44)} ${what.padEnd(34)} ${t.requests.toFixed(2).padStart(5)} ${t.wcu.toFixed(2).padStart(5)} ${t.rcu.toFixed(2).padStart(5)} ${t.ms.toFixed(1).padStart(7)}`;

function printOne(m: Measured) {
  console.log(`  ${m.name}`);
  console.log(
    `    ${'step'.padEnd(44)} ${'for'.padEnd(34)} ${'req'.padStart(5)} ${'WCU'.padStart(5)} ${'RCU'.padStart(5)} ${'ms'.padStart(7)}`,
  );
  const entries = Object.entries(m.steps).sort((a, b) => b[1].wcu - a[1].wcu || b[1].ms - a[1].ms);
  const total: StepTally = { requests: 0, wcu: 0, rcu: 0, ms: 0 };
  for (const [step, t] of entries) {
    console.log(row(step, describe(step), t));
    for (const key of ['requests', 'wcu', 'rcu', 'ms'] as const) total[key] += t[key];
  }
  const rest = { requests: 0, wcu: 0, rcu: 0, ms: Math.max(0, m.ms - total.ms) };
  console.log(row('rest of the handler', 'CPU, outbound POST, overlap', rest));
  console.log(row('total', `handler ${m.ms.toFixed(1)} ms`, { ...total, ms: m.ms }));
}

export function printSteps(measured: Measured[]): void {
  const named = (name: string) => measured.find((m) => m.name === name);
  console.log('\nper step, mean per submission or delivery (requests, WCU, RCU, ms of wall time):');
  for (const name of [
    'plain submission',
    `${STREAM_CONSUMER}, ${IN_BATCH}`,
    FAN_OUT_WEBHOOK,
    WEBHOOK_TRY,
    `${FAN_OUT_WEBHOOK}, ${IN_BATCH}`,
    `${WEBHOOK_TRY}, ${IN_BATCH}`,
  ]) {
    const m = named(name);
    if (m) printOne(m);
  }
}
