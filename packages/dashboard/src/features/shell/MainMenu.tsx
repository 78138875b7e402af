import { NavLink, useNavigate } from 'react-router';
import { ErrorAlert } from '../../ui/feedback';
import { useSignOut, useSwitchOrganization } from './api';
import { useCan, useMe } from './session';

/** The organization switcher, the app's navigation and the account's sign-out. */
export function MainMenu() {
  const me = useMe().data!;
  const admin = useCan('admin');
  const navigate = useNavigate();
  const switchOrg = useSwitchOrganization();
  const signOut = useSignOut();
  return (
    <>
      <div className="field">
        <label htmlFor="org-switcher">Organization</label>
        <select
          id="org-switcher"
          value={me.active_organization.id}
          disabled={switchOrg.isPending}
          onChange={(e) => switchOrg.mutate(e.target.value, { onSuccess: () => navigate('/forms') })}
        >
          {me.organizations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({o.role})
            </option>
          ))}
        </select>
        <ErrorAlert error={switchOrg.error} />
      </div>
      <nav className="nav" aria-label="Main">
        <NavLink to="/forms">Forms</NavLink>
        <NavLink to="/usage">Usage</NavLink>
        <NavLink to="/suppression">Suppression list</NavLink>
        <NavLink to="/organization" end>
          Organization
        </NavLink>
        <NavLink to="/organization/members">Members</NavLink>
        {admin ? <NavLink to="/organization/api-keys">API keys</NavLink> : null}
        {admin ? <NavLink to="/organization/audit-log">Audit log</NavLink> : null}
        <NavLink to="/account">Account</NavLink>
      </nav>
      <div className="stack small">
        <span className="muted break">{me.user.email}</span>
        <button
          type="button"
          onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/sign-in') })}
          disabled={signOut.isPending}
        >
          Sign out
        </button>
      </div>
    </>
  );
}
