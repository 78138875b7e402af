import { setting } from '@shared/config.js';
import { BUSINESS_METRICS, METRIC_NAMESPACE, type MetricService } from './metric-catalog.js';

/** Business metrics of one service, buffered during an invocation and printed as one EMF line by `flush`. */
export interface BusinessMetrics {
  /** Adds `value` (default 1) to a count metric of the catalogue. */
  count(name: string, value?: number): void;
  /** Records one duration sample (a milliseconds metric of the catalogue). */
  milliseconds(name: string, value: number): void;
  /** Prints what was recorded since the last flush (nothing when nothing was). */
  flush(): void;
}

/** CloudWatch's limits per EMF line: 100 metrics, 100 values per metric. */
const MAX_METRICS_PER_LINE = 100;
const MAX_VALUES_PER_METRIC = 100;

/** `POWERTOOLS_METRICS_DISABLED=true` (or, when it is unset, `POWERTOOLS_DEV=true`) prints nothing. */
const disabled = () => setting('POWERTOOLS_METRICS_DISABLED') ?? setting('POWERTOOLS_DEV') ?? false;

type Recorded = { name: string; unit: 'Count' | 'Milliseconds'; values: number[] };

/** One EMF line (CloudWatch embedded metric format): the directive, the `service` dimension and each metric's values. */
function emfLine(service: MetricService, metrics: Recorded[]): string {
  const line: Record<string, unknown> = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: METRIC_NAMESPACE,
          Dimensions: [['service']],
          Metrics: metrics.map(({ name, unit }) => ({ Name: name, Unit: unit })),
        },
      ],
    },
    service,
  };
  for (const { name, values } of metrics) line[name] = values.length === 1 ? values[0] : values;
  return `${JSON.stringify(line)}\n`;
}

const byService = new Map<MetricService, BusinessMetrics>();

/**
 * The business metrics of `service` (one per process and service; `npm start` runs every service in one process),
 * printed as EMF lines on stdout, where CloudWatch Logs turns them into metrics: no API call, no latency. The lines
 * are the ones Powertools Metrics prints (same directive, dimension and limits), written here: it weighed ~12 KB in
 * every function bundle for this one line (docs/decisions/cost.md). `POWERTOOLS_METRICS_DISABLED=true` (or
 * `POWERTOOLS_DEV`) silences them, as `npm start` does by default.
 *
 * @example
 * const metrics = serviceMetrics('ingest');
 * metrics.count(SUBMISSION_METRICS.accepted);
 * metrics.flush();
 */
export function serviceMetrics(service: MetricService): BusinessMetrics {
  let existing = byService.get(service);
  if (existing) return existing;
  // Counts are summed until the flush: a batch of 10 delivered tries prints `"WebhookDelivered":10`, not ten 1s
  // (the dashboard sums them either way). Durations stay one value per sample, for the percentiles.
  const counts = new Map<string, number>();
  const durations = new Map<string, number[]>();
  const accepts = (name: string, value: number) =>
    BUSINESS_METRICS[name]?.service === service && Number.isFinite(value);
  existing = {
    count: (name, value = 1) => {
      if (accepts(name, value)) counts.set(name, (counts.get(name) ?? 0) + value);
    },
    milliseconds: (name, value) => {
      if (accepts(name, value)) durations.set(name, [...(durations.get(name) ?? []), Math.max(0, value)]);
    },
    flush: () => {
      const recorded: Recorded[] = [
        ...[...counts].map(([name, value]) => ({ name, unit: 'Count' as const, values: [value] })),
        ...[...durations].flatMap(([name, values]) =>
          Array.from({ length: Math.ceil(values.length / MAX_VALUES_PER_METRIC) }, (_, i) => ({
            name,
            unit: 'Milliseconds' as const,
            values: values.slice(i * MAX_VALUES_PER_METRIC, (i + 1) * MAX_VALUES_PER_METRIC),
          })),
        ),
      ];
      counts.clear();
      durations.clear();
      if (recorded.length === 0 || disabled()) return;
      // A metric's further chunks of values go on lines of their own (a name appears once per line).
      const lines: Recorded[][] = [];
      for (const metric of recorded) {
        const line = lines.find((l) => l.length < MAX_METRICS_PER_LINE && !l.some((m) => m.name === metric.name));
        if (line) line.push(metric);
        else lines.push([metric]);
      }
      process.stdout.write(lines.map((line) => emfLine(service, line)).join(''));
    },
  };
  byService.set(service, existing);
  return existing;
}
