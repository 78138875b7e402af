import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, ErrorAlert, Loading } from '../../ui/feedback';
import { Table } from '../../ui/Table';
import { formatDateTime } from '../../ui/format';
import { useTitle } from '../shell/session';
import { auditLogPages } from './api';

export function AuditLogPage() {
  useTitle('Audit log');
  const pages = useInfiniteQuery(auditLogPages());
  const events = pages.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section className="card stack" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      {pages.isPending ? <Loading /> : null}
      <ErrorAlert error={pages.error} />
      {pages.isSuccess && events.length === 0 ? <Empty>Nothing recorded yet.</Empty> : null}
      {events.length ? (
        <Table columns={['When', 'Who', 'What', 'On', 'From']}>
          {events.map((e) => (
            <tr key={e.id}>
              <td>{formatDateTime(e.created_at)}</td>
              <td>{e.actor.email ?? `${e.actor.type.replace('_', ' ')} ${e.actor.id}`}</td>
              <td className="mono">{e.action}</td>
              <td className="mono small">{e.target ? `${e.target.type} ${e.target.id}` : '—'}</td>
              <td className="mono small">{e.ip_prefix ?? '—'}</td>
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
