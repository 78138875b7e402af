import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Schemas } from '@formbase/client';
import { SelectField } from '../../ui/controls';
import { Empty, ErrorAlert, Loading, Notice } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { Table } from '../../ui/Table';
import { asText, formatDateTime } from '../../ui/format';
import { LongText } from '../../ui/LongText';
import { useCan, useTitle } from '../shell/session';
import {
  deliveryPages,
  deliveryQuery,
  integrationLog,
  useRedeliver,
  webhookLog,
  type Delivery,
  type DeliveryLogSource as LogSource,
  type DeliveryStatusFilter as Status,
} from './api';

export function WebhookLog() {
  const { webhookId = '' } = useParams();
  return <DeliveryLog source={webhookLog(webhookId)} />;
}

export function IntegrationLog() {
  const { integrationId = '' } = useParams();
  return <DeliveryLog source={integrationLog(integrationId)} />;
}

/** A payload shows its first few thousand characters (its metadata and first fields) before it folds. */
const PAYLOAD_FOLD_CHARS = 3_000;

const BADGE: Record<Schemas['DeliveryStatus'], string> = {
  delivered: 'ok',
  pending: '',
  failed: 'warn',
  dead: 'danger',
};

/**
 * A delivery log filtered by status (in the address), each delivery opening to its attempts; a run of deliveries
 * that failed the same way is one row with its count.
 */
function DeliveryLog({ source }: { source: LogSource }) {
  useTitle(source.title);
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? '') as Status;
  const pages = useInfiniteQuery(deliveryPages(source, status));
  const deliveries = pages.data?.pages.flatMap((p) => p.deliveries) ?? [];
  return (
    <section className="card stack" aria-labelledby="log-title">
      <div className="page-head">
        <h2 id="log-title">{source.title}</h2>
        <Link to="..">Back</Link>
      </div>
      <SelectField
        label="Status"
        value={status}
        onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}
        options={[
          ['', 'All'],
          ['delivered', 'Delivered'],
          ['pending', 'Pending'],
          ['failed', 'Failed (retrying)'],
          ['dead', 'Dead (gave up)'],
        ]}
      />
      {pages.isPending ? <Loading /> : null}
      <ErrorAlert error={pages.error} />
      {pages.isSuccess && deliveries.length === 0 ? <Empty>No deliveries yet.</Empty> : null}
      {foldDeliveries(deliveries).map((run) =>
        run.length === 1 ? (
          <DeliveryRow key={run[0]!.id} delivery={run[0]!} source={source} />
        ) : (
          <FoldedRun key={run[0]!.id} run={run} source={source} />
        ),
      )}
      {pages.hasNextPage ? (
        <button type="button" onClick={() => void pages.fetchNextPage()} {...busy(pages.isFetchingNextPage)}>
          Load more
        </button>
      ) : null}
    </section>
  );
}

const sameFailure = (a: Delivery, b: Delivery) =>
  (a.status === 'failed' || a.status === 'dead') &&
  a.status === b.status &&
  a.last_status_code === b.last_status_code &&
  a.last_error === b.last_error;

/** The log (newest first) in runs: consecutive failed or dead deliveries that ended the same way are one run. */
function foldDeliveries(deliveries: readonly Delivery[]): Delivery[][] {
  const runs: Delivery[][] = [];
  for (const d of deliveries) {
    const last = runs.at(-1);
    if (last && sameFailure(last[0]!, d)) last.push(d);
    else runs.push([d]);
  }
  return runs;
}

/** "12 × dead · HTTP 503 between 10:02 and 10:40", opening to the deliveries themselves. */
function FoldedRun({ run, source }: { run: Delivery[]; source: LogSource }) {
  const newest = run[0]!;
  const oldest = run[run.length - 1]!;
  return (
    <details className="card">
      <summary>
        <span className={`badge ${BADGE[newest.status]}`}>
          {run.length} × {newest.status}
        </span>
        {newest.last_status_code ? ` HTTP ${newest.last_status_code}` : ''}
        {newest.last_error && !newest.last_status_code ? ` ${newest.last_error}` : ''} between{' '}
        {formatDateTime(oldest.created_at)} and {formatDateTime(newest.created_at)}
      </summary>
      <div className="stack">
        {run.map((d) => (
          <DeliveryRow key={d.id} delivery={d} source={source} />
        ))}
      </div>
    </details>
  );
}

function DeliveryRow({ delivery: d, source }: { delivery: Delivery; source: LogSource }) {
  const canEdit = useCan('member');
  const redeliver = useRedeliver(source, d.id);
  return (
    <details className="card">
      <summary>
        <span className={`badge ${BADGE[d.status]}`}>{d.status}</span> {d.event_type} · {formatDateTime(d.created_at)} ·{' '}
        {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
        {d.last_status_code ? ` · HTTP ${d.last_status_code}` : ''}
      </summary>
      <DeliveryDetail id={d.id} source={source} />
      {canEdit ? (
        <button type="button" onClick={() => redeliver.mutate()} {...busy(redeliver.isPending)}>
          Redeliver{' '}
          <span className="visually-hidden">
            the {d.event_type} delivery of {formatDateTime(d.created_at)}
          </span>
        </button>
      ) : null}
      <ErrorAlert error={redeliver.error} />
      <Notice>{redeliver.isSuccess ? 'Queued again.' : null}</Notice>
    </details>
  );
}

function DeliveryDetail({ id, source }: { id: string; source: LogSource }) {
  const detail = useQuery(deliveryQuery(source, id));
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <ErrorAlert error={detail.error} />;
  return (
    <div className="stack">
      <Table columns={['#', 'Time', 'Status', 'Duration', 'Response or error']} caption="Attempts">
        {detail.data.attempts.map((a) => (
          <tr key={a.id}>
            <td>{a.attempt_no}</td>
            <td>{formatDateTime(a.created_at)}</td>
            <td>{a.status_code ?? '—'}</td>
            <td>{a.response_ms === null ? '—' : `${a.response_ms} ms`}</td>
            <td className="mono small">
              <LongText text={asText(a.error ?? a.response_excerpt)} />
            </td>
          </tr>
        ))}
      </Table>
      {detail.data.payload ? (
        <>
          <h3>Payload sent</h3>
          <pre>
            <LongText text={asText(JSON.stringify(detail.data.payload, null, 2))} limit={PAYLOAD_FOLD_CHARS} />
          </pre>
        </>
      ) : null}
    </div>
  );
}
