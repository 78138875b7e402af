import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
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

const byService = new Map<MetricService, BusinessMetrics>();

/**
 * The Powertools Metrics instance of `service` (one per process and service; `npm start` runs every service in one
 * process). EMF lines go to stdout, where CloudWatch Logs turns them into metrics: no API call, no latency.
 * `POWERTOOLS_METRICS_DISABLED=true` (or `POWERTOOLS_DEV`) silences them, as `npm start` does by default.
 *
 * @example
 * const metrics = serviceMetrics('ingest');
 * metrics.count(SUBMISSION_METRICS.accepted);
 * metrics.flush();
 */
export function serviceMetrics(service: MetricService): BusinessMetrics {
  let existing = byService.get(service);
  if (existing) return existing;
  const metrics = new Metrics({ namespace: METRIC_NAMESPACE, serviceName: service });
  let pending = false;
  // Counts are summed until the flush: a batch of 10 delivered tries prints `"WebhookDelivered":10`, not ten 1s
  // (the dashboard sums them either way). Durations stay one value per sample, for the percentiles.
  const counts = new Map<string, number>();
  const accepts = (name: string, value: number) =>
    BUSINESS_METRICS[name]?.service === service && Number.isFinite(value);
  existing = {
    count: (name, value = 1) => {
      if (!accepts(name, value)) return;
      counts.set(name, (counts.get(name) ?? 0) + value);
      pending = true;
    },
    milliseconds: (name, value) => {
      if (!accepts(name, value)) return;
      metrics.addMetric(name, MetricUnit.Milliseconds, Math.max(0, value));
      pending = true;
    },
    flush: () => {
      if (!pending) return;
      pending = false;
      for (const [name, value] of counts) metrics.addMetric(name, MetricUnit.Count, value);
      counts.clear();
      metrics.publishStoredMetrics();
    },
  };
  byService.set(service, existing);
  return existing;
}
