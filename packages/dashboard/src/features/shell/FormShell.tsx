import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import type { Form } from '@formbase/client';
import { api } from '../../api/client';
import { formKeys } from '../../api/keys';
import { ErrorAlert, Loading } from '../../ui/feedback';

export const useFormQuery = (id: string) =>
  useQuery({
    queryKey: formKeys.detail(id),
    queryFn: () => api.GET('/v1/forms/{id}', { params: { path: { id } } }),
  });

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
  if (form.isPending) return <Loading label="Loading the form" />;
  if (form.isError)
    return (
      <div>
        <ErrorAlert error={form.error} />
        <Link to="/forms">Back to forms</Link>
      </div>
    );
  return (
    <>
      <div className="page-head">
        <div>
          <Link to="/forms" className="small">
            ← All forms
          </Link>
          <h1>
            <span aria-hidden="true">{form.data.emoji}</span> {form.data.name}
            {form.data.is_active ? null : <span className="badge warn"> in trash</span>}
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
      <Outlet context={form.data} />
    </>
  );
}

export const useForm = () => useOutletContext<Form>();
