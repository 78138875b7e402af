import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TextField } from '../../ui/controls';
import { ErrorAlert, Notice, QueryView } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { FieldErrors } from '../../ui/fieldErrors';
import { formatDateTime, formatNumber } from '../../ui/format';
import { useCan, useTitle } from '../shell/session';
import { organizationQuery, useCreateOrganization, useRenameOrganization } from './api';

export function OrganizationPage() {
  useTitle('Organization');
  const org = useQuery(organizationQuery());
  return (
    <div className="stack">
      <h1>Organization</h1>
      <QueryView query={org}>
        {(o) => (
          <section className="card stack" aria-labelledby="plan-title">
            <h2 id="plan-title">Plan</h2>
            <p>
              <strong>{o.plan}</strong> plan ·{' '}
              {o.limits.submissions_per_month === null
                ? 'unlimited submissions'
                : `${formatNumber(o.limits.submissions_per_month)} submissions a month`}{' '}
              · submissions kept {o.limits.retention_days} days · since {formatDateTime(o.created_at)}
            </p>
            <Link to="/usage">See this month's usage</Link>
            <Rename name={o.name} />
          </section>
        )}
      </QueryView>
      <CreateOrganization />
    </div>
  );
}

function Rename({ name: current }: { name: string }) {
  const canEdit = useCan('admin');
  const [name, setName] = useState(current);
  const rename = useRenameOrganization();
  if (!canEdit) return null;
  return (
    <form
      className="row"
      onSubmit={(e) => {
        e.preventDefault();
        rename.mutate(name);
      }}
    >
      <FieldErrors error={rename.error}>
        <TextField
          label="Organization name"
          field="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" {...busy(rename.isPending)}>
          Rename
        </button>
        <ErrorAlert error={rename.error} />
      </FieldErrors>
      <Notice>{rename.isSuccess ? 'Renamed.' : null}</Notice>
    </form>
  );
}

function CreateOrganization() {
  const [name, setName] = useState('');
  const create = useCreateOrganization();
  return (
    <form
      className="card stack"
      aria-labelledby="new-org"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(name, { onSuccess: () => setName('') });
      }}
    >
      <h2 id="new-org">Create another organization</h2>
      <p className="muted small">You become its owner; switch to it with the organization menu.</p>
      <FieldErrors error={create.error}>
        <div className="row">
          <TextField
            label="New organization name"
            field="name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" {...busy(create.isPending)}>
            Create organization
          </button>
        </div>
        <ErrorAlert error={create.error} />
      </FieldErrors>
      <Notice>{create.data ? `${create.data.name} created.` : null}</Notice>
    </form>
  );
}
