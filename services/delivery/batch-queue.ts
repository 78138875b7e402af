import type { DeliveryMessage, DeliveryQueue } from '@shared/domain/delivery/deliveries.js';

/** One record's share of a `gatheredQueue`: it either queues its messages or leaves without any. */
export interface RecordQueue {
  /** Resolves once the messages of every record of the batch are sent together; rejects if that send fails. */
  enqueue(messages: readonly DeliveryMessage[]): Promise<void>;
  /** The record ends without queueing (dropped, retried, failed); idempotent, and a no-op after `enqueue`. */
  leave(): void;
}

/**
 * Gathers the delivery messages of the `records` records of one queue batch into one send (SendMessageBatch per 10
 * messages and channel), made when every record has queued its messages or left. A record is answered only after
 * its messages are sent, as with a send of its own; a failed send fails every record that had messages in it, which
 * the queue brings back (their deliveries exist untried, so the next fan-out queues them again).
 */
export function gatheredQueue(queue: Pick<DeliveryQueue, 'enqueue'>, records: number) {
  let waiting = records;
  const pending: DeliveryMessage[] = [];
  let release: { resolve(): void; reject(error: unknown): void } | undefined;
  const sent = new Promise<void>((resolve, reject) => (release = { resolve, reject }));
  sent.catch(() => undefined); // rejections reach the records that wait on it
  const arrive = () => {
    if (--waiting > 0) return;
    if (pending.length === 0) return release!.resolve();
    queue.enqueue(pending).then(release!.resolve, release!.reject);
  };
  return {
    record(): RecordQueue {
      let arrived = false;
      return {
        enqueue(messages) {
          if (arrived) throw new Error('a record queues its messages once');
          arrived = true;
          pending.push(...messages);
          arrive();
          return sent;
        },
        leave() {
          if (arrived) return;
          arrived = true;
          arrive();
        },
      };
    },
  };
}
