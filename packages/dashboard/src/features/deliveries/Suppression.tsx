import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, ErrorAlert, Loading } from '../../ui/feedback';
import { Table } from '../../ui/Table';
import { formatDateTime } from '../../ui/format';
import { useCan, useTitle } from '../shell/session';
import { suppressionPages, useRemoveSuppression } from './api';

/** Addresses the service no longer mails (bounces, complaints); removing one allows mail to it again. */
export function Suppression() {
  useTitle('Suppression list');
  const canEdit = useCan('member');
  const pages = useInfiniteQuery(suppressionPages());
  const remove = useRemoveSuppression();
  const entries = pages.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <section className="card stack" aria-labelledby="suppression-title">
      <h1 id="suppression-title">Suppression list</h1>
      <p className="muted">Addresses that bounced or complained. Notifications and autoresponders skip them.</p>
      {pages.isPending ? <Loading /> : null}
      <ErrorAlert error={pages.error ?? remove.error} />
      {pages.isSuccess && entries.length === 0 ? <Empty>No suppressed addresses.</Empty> : null}
      {entries.length ? (
        <Table columns={['Address', 'Reason', 'Mail that caused it', 'Since', '']}>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{e.email}</td>
              <td>{e.reason}</td>
              <td>{e.source.replace(/_/g, ' ')}</td>
              <td>{formatDateTime(e.created_at)}</td>
              <td>
                {canEdit && !e.global ? (
                  <button type="button" onClick={() => remove.mutate(e.id)}>
                    Remove <span className="visually-hidden">{e.email}</span>
                  </button>
                ) : e.global ? (
                  <span className="small muted">applies to everyone</span>
                ) : null}
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
      {pages.hasNextPage ? (
        <button type="button" onClick={() => void pages.fetchNextPage()}>
          Load more
        </button>
      ) : null}
    </section>
  );
}
