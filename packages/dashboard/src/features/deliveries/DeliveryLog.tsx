import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Schemas } from '@formbase/client';
import { api } from '../../api/client';
import { integrationKeys, webhookKeys } from '../../api/keys';
import { SelectField } from '../../ui/controls';
import { Empty, ErrorAlert, Loading, Notice } from '../../ui/feedback';
import { Table } from '../../ui/Table';
import { formatDateTime } from '../../ui/format';
import { useCan, useTitle } from '../shell/session';

type Delivery = Schemas['WebhookDelivery'] | Schemas['IntegrationDelivery'];
type Attempt = Schemas['WebhookDeliveryAttempt'];
type Status = Schemas['DeliveryStatus'] | '';

interface LogSource {
  title: string;
  key: readonly unknown[];
  list: (status: Status, cursor?: string) => Promise<{ deliveries: Delivery[]; next_cursor: string | null }>;
  detail: (id: string) => Promise<{ attempts: Attempt[]; payload?: Record<string, unknown> }>;
  redeliver: (id: string) => Promise<unknown>;
}

export function WebhookLog() {
  const { webhookId = '' } = useParams();
  const wid = { wid: webhookId };
  return (
    <DeliveryLog
      source={{
        title: 'Webhook deliveries',
        key: webhookKeys.deliveries(webhookId, ''),
        list: (status, cursor) =>
          api.GET('/v1/webhooks/{wid}/deliveries', {
            params: { path: wid, query: { status: status || undefined, cursor, limit: 50 } },
          }),
        detail: (did) => api.GET('/v1/webhooks/{wid}/deliveries/{did}', { params: { path: { ...wid, did } } }),
        redeliver: (did) =>
          api.POST('/v1/webhooks/{wid}/deliveries/{did}/redeliver', { params: { path: { ...wid, did } } }),
      }}
    />
  );
}

export function IntegrationLog() {
  const { integrationId = '' } = useParams();
  const path = { IntegrationID: integrationId };
  return (
    <DeliveryLog
      source={{
        title: 'Integration deliveries',
        key: integrationKeys.deliveries(integrationId),
        list: (status, cursor) =>
          api.GET('/v1/integrations/{IntegrationID}/deliveries', {
            params: { path, query: { status: status || undefined, cursor, limit: 50 } },
          }),
        detail: (did) =>
          api.GET('/v1/integrations/{IntegrationID}/deliveries/{did}', { params: { path: { ...path, did } } }),
        redeliver: (did) =>
          api.POST('/v1/integrations/{IntegrationID}/deliveries/{did}/redeliver', {
            params: { path: { ...path, did } },
          }),
      }}
    />
  );
}

const BADGE: Record<Schemas['DeliveryStatus'], string> = {
  delivered: 'ok',
  pending: '',
  failed: 'warn',
  dead: 'danger',
};

/** A delivery log filtered by status (in the address), each delivery opening to its attempts. */
function DeliveryLog({ source }: { source: LogSource }) {
  useTitle(source.title);
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? '') as Status;
  const pages = useInfiniteQuery({
    queryKey: [...source.key, status],
    queryFn: ({ pageParam }) => source.list(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchInterval: 3000,
  });
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
      {deliveries.map((d) => (
        <DeliveryRow key={d.id} delivery={d} source={source} />
      ))}
      {pages.hasNextPage ? (
        <button type="button" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          Load more
        </button>
      ) : null}
    </section>
  );
}

function DeliveryRow({ delivery: d, source }: { delivery: Delivery; source: LogSource }) {
  const queryClient = useQueryClient();
  const canEdit = useCan('member');
  const redeliver = useMutation({
    mutationFn: () => source.redeliver(d.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: source.key }),
  });
  return (
    <details className="card">
      <summary>
        <span className={`badge ${BADGE[d.status]}`}>{d.status}</span> {d.event_type} · {formatDateTime(d.created_at)} ·{' '}
        {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
        {d.last_status_code ? ` · HTTP ${d.last_status_code}` : ''}
      </summary>
      <DeliveryDetail id={d.id} source={source} />
      {canEdit ? (
        <button type="button" onClick={() => redeliver.mutate()} disabled={redeliver.isPending}>
          Redeliver
        </button>
      ) : null}
      <ErrorAlert error={redeliver.error} />
      <Notice>{redeliver.isSuccess ? 'Queued again.' : null}</Notice>
    </details>
  );
}

function DeliveryDetail({ id, source }: { id: string; source: LogSource }) {
  const detail = useQuery({ queryKey: [...source.key, 'detail', id], queryFn: () => source.detail(id) });
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
            <td className="mono small">{a.error ?? a.response_excerpt ?? ''}</td>
          </tr>
        ))}
      </Table>
      {detail.data.payload ? (
        <>
          <h3>Payload sent</h3>
          <pre>{JSON.stringify(detail.data.payload, null, 2)}</pre>
        </>
      ) : null}
    </div>
  );
}
