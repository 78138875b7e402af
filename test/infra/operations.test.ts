import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALARM_THRESHOLDS, RUNBOOKS } from '@lib/constructs/alarms.js';
import { SAVED_QUERIES } from '@lib/constructs/log-queries.js';
import { BUSINESS_METRICS, METRIC_NAMESPACE } from '@shared/observability/metric-catalog.js';
import { logicalIdOf, synthesize } from './synth.js';
import { DELIVERY_QUEUE_KEYS } from '@shared/infra/definition.js';

const dev = synthesize();
const custom = synthesize({ stage: 'prod', alarmEmail: 'ops@acme.example' });
const template = dev.statelessTemplate;
const fns = dev.stateless.functions;

type Resource = { Properties: Record<string, unknown> };
const alarms = (t = template) => Object.values(t.findResources('AWS::CloudWatch::Alarm')) as Resource[];

/** The dashboard body with CloudFormation tokens resolved to their logical ids, as one string. */
function dashboardBody(): string {
  const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard')) as Resource[];
  const flatten = (value: unknown): string => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map(flatten).join('');
    if (value && typeof value === 'object') {
      const [key, inner] = Object.entries(value)[0]!;
      if (key === 'Fn::Join') return ((inner as [string, unknown[]])[1] ?? []).map(flatten).join('');
      if (key === 'Ref') return `{Ref:${String(inner)}}`;
      if (key === 'Fn::ImportValue') return '{Import}';
      return `{${key}}`;
    }
    return String(value);
  };
  return flatten(dashboard!.Properties.DashboardBody);
}

describe('operations: dashboard', () => {
  const body = dashboardBody();
  const widgets = (JSON.parse(body) as { widgets: { properties: { title?: string; metrics?: unknown[][] } }[] })
    .widgets;
  const titles = widgets.map((w) => w.properties.title).filter(Boolean);

  it('is one dashboard named after the deployment and its region (dashboard names are account-wide)', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', {
      DashboardName: { 'Fn::Join': ['', ['Formbase-dev-', { Ref: 'AWS::Region' }]] },
    });
  });

  it('shows every business metric in the Formbase namespace, dimensioned by service only', () => {
    for (const [name, { service }] of Object.entries(BUSINESS_METRICS)) {
      expect(body).toContain(JSON.stringify([METRIC_NAMESPACE, name, 'service', service]).slice(1, -1));
    }
  });

  it('has the widgets an operator looks for', () => {
    expect(titles).toEqual(
      expect.arrayContaining([
        'Submissions by outcome',
        'Alarms',
        'Delivery lag, event to success (ms)',
        'E-mail bounces and complaints',
        'API requests, 4xx, 5xx',
        'API latency (ms)',
        'Lambda errors',
        'Lambda throttles',
        'Lambda duration p99 (ms)',
        'Lambda concurrency',
        'Queue depth (visible messages)',
        'Age of oldest message (s)',
        'Dead-letter and on-failure queue depth',
        'DynamoDB throttled requests',
        'DynamoDB consumed capacity (units)',
      ]),
    );
  });

  it('graphs errors, throttles, duration and concurrency of every function', () => {
    const metricsOf = (title: string) => JSON.stringify(widgets.find((w) => w.properties.title === title));
    for (const fn of Object.values(fns)) {
      const ref = `{Ref:${logicalIdOf(fn)}}`;
      for (const title of ['Lambda errors', 'Lambda throttles', 'Lambda duration p99 (ms)', 'Lambda concurrency'])
        expect(metricsOf(title)).toContain(ref);
    }
  });
});

describe('operations: alarms', () => {
  const find = (metricName: string, t = template) =>
    alarms(t).filter((a) => JSON.stringify(a.Properties).includes(`"${metricName}"`));

  it('alarms on the API 5xx rate, ignoring quiet periods', () => {
    const [alarm] = find('5xx');
    expect(alarm?.Properties).toMatchObject({
      Threshold: ALARM_THRESHOLDS.api5xxPercent,
      EvaluationPeriods: 2,
      ComparisonOperator: 'GreaterThanThreshold',
      Metrics: expect.any(Array),
    });
    expect(JSON.stringify(alarm?.Properties)).toContain(`IF(requests >= ${ALARM_THRESHOLDS.api5xxMinRequests}`);
  });

  it('alarms on ingest p99 duration', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Duration',
      ExtendedStatistic: 'p99',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: logicalIdOf(fns.ingest) } }],
      Threshold: ALARM_THRESHOLDS.ingestP99Ms,
      EvaluationPeriods: 3,
    });
  });

  it("alarms on the age of the oldest message of the events queue and each delivery channel's queue", () => {
    const thresholds = find('ApproximateAgeOfOldestMessage').map((a) => a.Properties.Threshold);
    expect(thresholds.sort()).toEqual(
      [
        ALARM_THRESHOLDS.eventsQueueAgeSeconds,
        ...DELIVERY_QUEUE_KEYS.map(() => ALARM_THRESHOLDS.deliveryQueueAgeSeconds),
      ].sort(),
    );
  });

  it('alarms when the table-stream consumer falls behind (record failures it retries are no invocation errors)', () => {
    const [alarm, ...others] = find('IteratorAge');
    expect(others).toEqual([]);
    expect(alarm?.Properties).toMatchObject({
      Threshold: ALARM_THRESHOLDS.tableStreamAgeSeconds * 1000,
      Statistic: 'Maximum',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: expect.stringMatching(/^SubmissionStream/) } }],
    });
  });

  it('alarms on DynamoDB read and write throttling of the table', () => {
    const [alarm] = find('WriteThrottleEvents');
    expect(JSON.stringify(alarm?.Properties)).toContain('ReadThrottleEvents');
    expect(alarm?.Properties).toMatchObject({ Threshold: 0, EvaluationPeriods: 2 });
  });

  it('alarms on SES bounce rate above 5 % and complaint rate above 0.1 %', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: 0.05,
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: 0.001,
    });
  });

  it('sends every alarm and its recovery to the e-mail topic when alarmEmail is set', () => {
    const t = custom.statelessTemplate;
    const [topicId] = Object.keys(t.findResources('AWS::SNS::Topic'));
    for (const alarm of alarms(t))
      expect(alarm.Properties).toMatchObject({ AlarmActions: [{ Ref: topicId }], OKActions: [{ Ref: topicId }] });
  });

  it('has a runbook section in docs/operations.md for every alarm, and no runbook without an alarm', () => {
    const doc = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    const sections = [...doc.matchAll(/^### .*\{#([a-z0-9-]+)\}\s*$/gm)].map((m) => m[1]);
    const named = alarms().map(
      (a) => /Runbook: docs\/operations\.md#([a-z0-9-]+)/.exec(String(a.Properties.AlarmDescription))?.[1],
    );
    expect(named).not.toContain(undefined);
    expect(new Set(named)).toEqual(new Set(Object.values(RUNBOOKS)));
    expect([...sections].sort()).toEqual([...new Set(named)].sort());
  });
});

describe('operations: saved Logs Insights queries', () => {
  const definitions = Object.values(template.findResources('AWS::Logs::QueryDefinition')) as Resource[];

  it('saves each common question under the deployment folder', () => {
    expect(definitions.map((d) => d.Properties.Name).sort()).toEqual(
      Object.values(SAVED_QUERIES)
        .map((q) => `Formbase-dev/${q.name}`)
        .sort(),
    );
  });

  it('looks for a submission in the logs of every function, and for slow requests in the access log', () => {
    const byName = (name: string) => definitions.find((d) => d.Properties.Name === `Formbase-dev/${name}`)!;
    const path = byName(SAVED_QUERIES.submissionPath.name).Properties;
    expect(path.QueryString).toContain('filter submission_id = "SUBMISSION_ID"');
    expect((path.LogGroupNames as unknown[]).length).toBe(Object.keys(fns).length);
    const slow = byName(SAVED_QUERIES.slowestRequests.name).Properties;
    expect(slow.QueryString).toContain('sort latencyMs desc');
    expect(JSON.stringify(slow.LogGroupNames)).toContain(
      logicalIdOf(dev.stateless.node.findChild('Http').node.findChild('AccessLogs')),
    );
  });
});
