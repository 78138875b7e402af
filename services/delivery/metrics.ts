import type { RecordResult } from '@shared/adapters/sqs/batch.js';
import {
  DELIVERY_LAG_METRIC,
  DELIVERY_METRIC_KINDS,
  deliveryMetricName,
  type DeliveryMetricKind,
  type DeliveryMetricOutcome,
} from '@shared/observability/metric-catalog.js';
import { serviceMetrics, type BusinessMetrics } from '@shared/observability/metrics.js';
import type { LogFields } from '@shared/observability/log.js';

const OUTCOMES: Readonly<Record<string, DeliveryMetricOutcome>> = {
  delivered: 'delivered',
  failed: 'failed',
  abandoned: 'dead',
  dead: 'dead',
};

/** Counts one delivery try (or a delivery marked dead) by target kind and outcome, read from its log line. */
export function countDelivery(metrics: BusinessMetrics, log: LogFields = {}): void {
  const kind = String(log.target_kind);
  const outcome = OUTCOMES[String(log.result)];
  if (!(kind in DELIVERY_METRIC_KINDS) || !outcome) return;
  metrics.count(deliveryMetricName(kind as DeliveryMetricKind, outcome));
  if (outcome === 'delivered' && typeof log.lag_ms === 'number') metrics.milliseconds(DELIVERY_LAG_METRIC, log.lag_ms);
}

/**
 * `handle` with its outcome counted in the delivery metrics, which are printed (one EMF line) when the batch is done.
 *
 * @example processBatch(event, countingDeliveries(handle), options).finally(flushDeliveryMetrics)
 */
export function countingDeliveries<R>(handle: (record: R) => Promise<RecordResult>) {
  const metrics = serviceMetrics('delivery');
  return async (record: R): Promise<RecordResult> => {
    const result = await handle(record);
    countDelivery(metrics, result.log);
    return result;
  };
}

export const flushDeliveryMetrics = (): void => serviceMetrics('delivery').flush();
