import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SelectField, TextField } from '../../ui/controls';
import { Table } from '../../ui/Table';
import { ConfirmButton } from '../../ui/Dialog';
import { ErrorAlert, Notice, QueryView } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { FieldErrors } from '../../ui/fieldErrors';
import { formatDateTime } from '../../ui/format';
import { useCan, useMe, useTitle } from '../shell/session';
import type { Role } from '../shell/api';
import {
  apiKeysQuery,
  invitationsQuery,
  membersQuery,
  useInvite,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useSetRole,
} from './api';

const ROLES: [Role, string][] = [
  ['viewer', 'Viewer: reads only'],
  ['member', 'Member: works with forms'],
  ['admin', 'Admin: also people and keys'],
  ['owner', 'Owner: everything'],
];

export function MembersPage() {
  useTitle('Members');
  const admin = useCan('admin');
  return (
    <div className="stack">
      <h1>Members</h1>
      <Members />
      {admin ? <Invitations /> : null}
    </div>
  );
}

function Members() {
  const me = useMe().data;
  const admin = useCan('admin');
  const members = useQuery(membersQuery());
  const setRole = useSetRole();
  const remove = useRemoveMember();
  return (
    <section className="card stack" aria-labelledby="members-title">
      <h2 id="members-title">People</h2>
      <ErrorAlert error={setRole.error ?? remove.error} />
      <QueryView query={members}>
        {({ data }) => (
          <>
            <Notice>
              {setRole.isSuccess
                ? `${data.find((m) => m.user_id === setRole.variables.userId)?.email ?? 'The member'} is now ${setRole.variables.role}.`
                : null}
            </Notice>
            <Table columns={['E-mail', 'Role', 'Joined', '']}>
              {data.map((m) => (
                <tr key={m.user_id}>
                  <td>{m.email}</td>
                  <td>
                    {admin && m.user_id !== me?.user.id ? (
                      <RoleChoice
                        member={m}
                        pending={setRole.isPending}
                        onChange={(role) => setRole.mutate({ userId: m.user_id, role })}
                      />
                    ) : (
                      m.role
                    )}
                  </td>
                  <td>{formatDateTime(m.joined_at)}</td>
                  <td>
                    {admin || m.user_id === me?.user.id ? (
                      <RemoveMember
                        member={m}
                        self={m.user_id === me?.user.id}
                        admin={admin}
                        pending={remove.isPending}
                        onRemove={(revokeApiKeys) => remove.mutate({ userId: m.user_id, revokeApiKeys })}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </Table>
          </>
        )}
      </QueryView>
    </section>
  );
}

/**
 * A member's role, changed with a button: browsing a closed list with the arrow keys picks each option in turn
 * (Chromium on Linux and Windows fires `change` on each), so saving on `change` made a member an owner on the way
 * to looking at the list.
 */
function RoleChoice({
  member,
  pending,
  onChange,
}: {
  member: { email: string; role: Role };
  pending: boolean;
  onChange: (role: Role) => void;
}) {
  const [draft, setDraft] = useState<Role>(member.role);
  const select = useRef<HTMLSelectElement>(null);
  return (
    <div className="row">
      <select
        ref={select}
        aria-label={`Role of ${member.email}`}
        value={draft}
        onChange={(e) => setDraft(e.target.value as Role)}
      >
        {ROLES.map(([r]) => (
          <option key={r}>{r}</option>
        ))}
      </select>
      {draft !== member.role ? (
        <button
          type="button"
          className="link"
          {...busy(pending)}
          onClick={() => {
            // The button goes once the role is saved: focus goes back to the list it was chosen in.
            select.current?.focus();
            onChange(draft);
          }}
        >
          Change <span className="visually-hidden">the </span>role
          <span className="visually-hidden">
            {' '}
            of {member.email} to {draft}
          </span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * The removal confirmation: for an admin it lists the API keys the member created that still work, with a box
 * (checked) to revoke them in the same step.
 */
function RemoveMember({
  member,
  self,
  admin,
  pending,
  onRemove,
}: {
  member: { user_id: string; email: string };
  self: boolean;
  admin: boolean;
  pending: boolean;
  onRemove: (revokeApiKeys: boolean) => void;
}) {
  const keys = useQuery({ ...apiKeysQuery(), enabled: admin });
  const theirs = (keys.data?.keys ?? []).filter((k) => k.created_by_id === member.user_id && !k.revoked_at);
  const [revoke, setRevoke] = useState(true);
  return (
    <ConfirmButton
      title={self ? 'Leave this organization?' : `Remove ${member.email}?`}
      message={
        <div className="stack">
          <p>{self ? 'You lose' : 'They lose'} access to every form of the organization at once.</p>
          {theirs.length > 0 ? (
            <>
              <p>
                {self ? 'You' : 'They'} created{' '}
                {theirs.length === 1 ? 'this API key, which keeps' : 'these API keys, which keep'} working unless
                revoked:
              </p>
              <ul data-testid="member-keys">
                {theirs.map((k) => (
                  <li key={k.id}>
                    {k.name} ({k.key_prefix}…)
                  </li>
                ))}
              </ul>
              <label className="row">
                <input type="checkbox" checked={revoke} onChange={(e) => setRevoke(e.target.checked)} />{' '}
                {theirs.length === 1 ? 'Revoke this API key too' : `Revoke these ${theirs.length} API keys too`}
              </label>
            </>
          ) : null}
        </div>
      }
      confirm={self ? 'Leave' : 'Remove'}
      pending={pending}
      onConfirm={() => onRemove(theirs.length > 0 && revoke)}
    >
      {self ? 'Leave' : 'Remove'} <span className="visually-hidden">{member.email}</span>
    </ConfirmButton>
  );
}

function Invitations() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const list = useQuery(invitationsQuery());
  const invite = useInvite();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const resent = list.data?.data.find((i) => i.id === resend.variables)?.email;
  return (
    <section className="card stack" aria-labelledby="invitations-title">
      <h2 id="invitations-title">Invitations</h2>
      <FieldErrors error={invite.error}>
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            resend.reset();
            invite.mutate({ email, role }, { onSuccess: () => setEmail('') });
          }}
        >
          <TextField
            label="E-mail address to invite"
            type="email"
            required
            value={email}
            field="email"
            onChange={(e) => setEmail(e.target.value)}
          />
          <SelectField
            label="Role"
            field="role"
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            options={ROLES}
          />
          <button type="submit" className="primary" {...busy(invite.isPending)}>
            Send invitation
          </button>
        </form>
        <ErrorAlert error={invite.error ?? resend.error ?? revoke.error} />
      </FieldErrors>
      <Notice>
        {invite.data ? (
          <span className="break">{`Invitation sent to ${invite.data.email}.`}</span>
        ) : resend.isSuccess ? (
          <span className="break">{`Invitation sent again to ${resent ?? 'them'}.`}</span>
        ) : null}
      </Notice>
      <QueryView query={list} isEmpty={(l) => l.data.length === 0} empty="No invitations.">
        {({ data }) => (
          <ul>
            {data.map((i) => (
              <li key={i.id} className="row">
                <span className="break">{i.email}</span> · {i.role} · <span className="badge">{i.status}</span>
                <span className="small muted">expires {formatDateTime(i.expires_at)}</span>
                {i.status === 'pending' ? (
                  <>
                    <button
                      type="button"
                      className="link"
                      onClick={() => {
                        invite.reset();
                        resend.mutate(i.id);
                      }}
                    >
                      Resend <span className="visually-hidden">to {i.email}</span>
                    </button>
                    <ConfirmButton
                      className="link"
                      title={`Revoke the invitation of ${i.email}?`}
                      message={<p>The link in their e-mail stops working. You can invite them again later.</p>}
                      confirm="Revoke invitation"
                      pending={revoke.isPending}
                      onConfirm={() => revoke.mutate(i.id)}
                    >
                      Revoke <span className="visually-hidden">invitation of {i.email}</span>
                    </ConfirmButton>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
