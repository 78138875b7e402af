import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import type { Form } from '@formbase/client';
import { DeliveryHealthBanner } from '../deliveries/HealthBanner';
import { useFormQuery } from '../forms/api';
import { ErrorAlert, Loading } from '../../ui/feedback';

const TABS = [
  ['inbox', 'Inbox'],
  ['settings', 'Settings'],
  ['embed', 'Embed'],
  ['webhooks', 'Webhooks'],
  ['integrations', 'Integrations'],
  ['autoresponder', 'Autoresponder'],
  ['spam', 'Spam protection'],
  ['analytics', 'Analytics'],
  ['data-requests', 'Data requests'],
] as const;

/** One form's pages under a header and tab bar; children read the form with `useForm()`. */
export function FormShell() {
  const { formId = '' } = useParams();
  const form = useFormQuery(formId);
  // The frame (back link, title line, tabs) is drawn at once, so nothing moves when the form arrives.
  return (
    <>
      <div className="page-head">
        <div>
          <Link to="/forms" className="small">
            ← All forms
          </Link>
          <h1>
            {form.data ? (
              <>
                <span aria-hidden="true">{form.data.emoji}</span> {form.data.name}
                {form.data.is_active ? null : <span className="badge warn"> in trash</span>}
              </>
            ) : (
              <span className="muted">Loading the form…</span>
            )}
          </h1>
        </div>
      </div>
      <nav className="tabs" aria-label="Form">
        {TABS.map(([path, label]) => (
          <NavLink key={path} to={path}>
            {label}
          </NavLink>
        ))}
      </nav>
      {form.isPending ? <Loading label="Loading the form" /> : null}
      {form.isError ? <ErrorAlert error={form.error} /> : null}
      {form.data ? <DeliveryHealthBanner form={form.data} /> : null}
      {form.data ? <Outlet context={form.data} /> : null}
    </>
  );
}

export const useForm = () => useOutletContext<Form>();
