import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@formbase/client';
import { Empty, ErrorAlert, Loading } from '../../ui/feedback';
import { Table } from '../../ui/Table';
import { asText, formatDateTime } from '../../ui/format';
import { formsQuery } from '../forms/api';
import { useTitle } from '../shell/session';
import { apiKeysQuery, auditLogPages, invitationsQuery, membersQuery } from './api';

type AuditEvent = Schemas['AuditEvent'];

const ACTIONS: Record<AuditEvent['action'], string> = {
  'session.signed_in': 'Signed in',
  'session.signed_out': 'Signed out',
  'session.revoked': 'Revoked a session of',
  'passkey.added': 'Added a passkey',
  'passkey.removed': 'Removed a passkey',
  'member.added': 'Added',
  'member.role_changed': 'Changed the role of',
  'member.removed': 'Removed',
  'invitation.created': 'Invited',
  'invitation.resent': 'Sent the invitation again',
  'invitation.revoked': 'Revoked the invitation',
  'invitation.accepted': 'Accepted the invitation',
  'api_key.created': 'Created the API key',
  'api_key.revoked': 'Revoked the API key',
  'form.deleted': 'Moved the form to the trash',
  'data_export.requested': 'Exported a person’s data',
  'submission_export.requested': 'Exported submissions',
  'data_erase.requested': 'Erased a person’s data',
  'organization.created': 'Created the organization',
  'organization.updated': 'Renamed the organization',
  'token.redemptions_throttled': 'Was throttled after many invalid links',
};

/** Names for the ids the log holds: people by address, keys and forms by name (ids only when nothing is known). */
function useNames() {
  const members = useQuery(membersQuery());
  const keys = useQuery(apiKeysQuery());
  const invitations = useQuery(invitationsQuery());
  const forms = useQuery(formsQuery());
  const names = new Map<string, string>();
  for (const m of members.data?.data ?? []) names.set(m.user_id, m.email);
  // Names are typed by members: a direction override in one would redraw the rest of an audit line (shown by name).
  for (const k of keys.data?.keys ?? []) names.set(k.id, `“${asText(k.name)}”`);
  for (const i of invitations.data?.data ?? []) names.set(i.id, i.email);
  for (const f of forms.data ?? []) names.set(f.id, `“${asText(f.name)}”`);
  return (id: string) => names.get(id);
}

interface Line {
  event: AuditEvent;
  who: string;
  what: string;
  on: string;
  /** Identical lines in a row (same person, action and target), folded into this one. */
  count: number;
  earliest: string;
}

/** Consecutive identical lines (a person signing in ten times) become one line with a count. */
function fold(lines: Omit<Line, 'count' | 'earliest'>[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (last && last.who === line.who && last.what === line.what && last.on === line.on) {
      last.count += 1;
      last.earliest = line.event.created_at;
    } else out.push({ ...line, count: 1, earliest: line.event.created_at });
  }
  return out;
}

export function AuditLogPage() {
  useTitle('Audit log');
  const pages = useInfiniteQuery(auditLogPages());
  const name = useNames();
  const events = pages.data?.pages.flatMap((p) => p.data) ?? [];
  const lines = fold(
    events.map((e) => ({
      event: e,
      who:
        e.actor.email ??
        (e.actor.type === 'api_key'
          ? `API key ${name(e.actor.id) ?? e.actor.id}`
          : e.actor.type === 'operator'
            ? 'Operator'
            : (name(e.actor.id) ?? e.actor.id)),
      what: ACTIONS[e.action] ?? e.action,
      on: !e.target
        ? ''
        : e.target.type === 'organization'
          ? 'the organization'
          : (name(e.target.id) ?? `${e.target.type.replace('_', ' ')} ${e.target.id}`),
    })),
  );
  return (
    <section className="card stack" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      {pages.isPending ? <Loading /> : null}
      <ErrorAlert error={pages.error} />
      {pages.isSuccess && events.length === 0 ? <Empty>Nothing recorded yet.</Empty> : null}
      {lines.length ? (
        <Table columns={['When', 'Who', 'What', 'From']}>
          {lines.map((l) => (
            <tr key={l.event.id}>
              <td>
                {formatDateTime(l.event.created_at)}
                {l.count > 1 ? <div className="small muted">since {formatDateTime(l.earliest)}</div> : null}
              </td>
              <td className="break">{l.who}</td>
              <td className="break">
                {l.what}
                {l.on ? ` ${l.on}` : ''}
                {l.count > 1 ? (
                  <>
                    {' '}
                    <span className="badge">×{l.count}</span>
                  </>
                ) : null}
              </td>
              <td className="mono small">{l.event.ip_prefix ?? '—'}</td>
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
