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
  const add = (name: string, unit: (typeof MetricUnit)[keyof typeof MetricUnit], value: number) => {
    if (BUSINESS_METRICS[name]?.service !== service || !Number.isFinite(value)) return;
    metrics.addMetric(name, unit, value);
    pending = true;
  };
  existing = {
    count: (name, value = 1) => add(name, MetricUnit.Count, value),
    milliseconds: (name, value) => add(name, MetricUnit.Milliseconds, Math.max(0, value)),
    flush: () => {
      if (!pending) return;
      pending = false;
      metrics.publishStoredMetrics();
    },
  };
  byService.set(service, existing);
  return existing;
}
