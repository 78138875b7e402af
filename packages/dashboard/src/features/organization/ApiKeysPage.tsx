import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@formbase/client';
import { SecretOnce, SelectField, TextField } from '../../ui/controls';
import { Table } from '../../ui/Table';
import { ConfirmButton } from '../../ui/Dialog';
import { ErrorAlert, QueryView } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { FieldErrors } from '../../ui/fieldErrors';
import { asText, formatAgo, formatDateTime } from '../../ui/format';
import { useTitle } from '../shell/session';
import { apiKeysQuery, useCreateApiKey, useRevokeApiKey } from './api';

type ApiKey = Schemas['ApiKey'] & { last_used_at?: string | null };

export function ApiKeysPage() {
  useTitle('API keys');
  const [name, setName] = useState('');
  const [scope, setScope] = useState<Schemas['ApiKeyScope']>('read');
  const keys = useQuery(apiKeysQuery());
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  return (
    <div className="stack">
      <h1>API keys</h1>
      <form
        className="card stack"
        aria-labelledby="new-key"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate({ name, scope }, { onSuccess: () => setName('') });
        }}
      >
        <h2 id="new-key">Create an API key</h2>
        {create.data ? <SecretOnce title={`API key “${create.data.name}”`} value={create.data.key} /> : null}
        <FieldErrors error={create.error}>
          <div className="row">
            <TextField label="Key name" required value={name} field="name" onChange={(e) => setName(e.target.value)} />
            <SelectField
              label="Access"
              field="scope"
              value={scope}
              onChange={(e) => setScope(e.target.value as typeof scope)}
              options={[
                ['read', 'Read only'],
                ['full', 'Full access'],
              ]}
            />
            <button className="primary" type="submit" {...busy(create.isPending)}>
              Create key
            </button>
          </div>
          <ErrorAlert error={create.error} />
        </FieldErrors>
      </form>
      <section className="card" aria-labelledby="keys-title">
        <h2 id="keys-title">Keys</h2>
        <ErrorAlert error={revoke.error} />
        <QueryView query={keys} isEmpty={(k) => k.keys.length === 0} empty="No API keys.">
          {({ keys: list }) => (
            <Table columns={['Name', 'Key', 'Access', 'Created', 'Last used', '']}>
              {(list as ApiKey[]).map((k) => (
                <tr key={k.id}>
                  <td className="break">{asText(k.name)}</td>
                  <td className="mono">{k.key_prefix}…</td>
                  <td>{k.scope}</td>
                  <td>{formatDateTime(k.created_at)}</td>
                  <td>{'last_used_at' in k ? formatAgo(k.last_used_at) : '—'}</td>
                  <td>
                    {k.revoked_at ? (
                      <span className="small muted">revoked</span>
                    ) : (
                      <ConfirmButton
                        title={`Revoke the API key “${asText(k.name)}”?`}
                        message={<p>Scripts and services using it are refused from now on. This cannot be undone.</p>}
                        confirm="Revoke key"
                        pending={revoke.isPending}
                        onConfirm={() =>
                          revoke.mutate(k.id, {
                            // A revoked key's secret is of no use any more: it leaves the screen.
                            onSuccess: () => (create.data?.id === k.id ? create.reset() : undefined),
                          })
                        }
                      >
                        Revoke <span className="visually-hidden">{k.name}</span>
                      </ConfirmButton>
                    )}
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </QueryView>
      </section>
    </div>
  );
}
