import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Form, Schemas } from '@formbase/client';
import { SecretOnce, SelectField, TextField } from '../../ui/controls';
import { Table } from '../../ui/Table';
import { ConfirmButton } from '../../ui/Dialog';
import { ErrorAlert, QueryView } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { FieldErrors } from '../../ui/fieldErrors';
import { asText, formatAgo, formatDateTime } from '../../ui/format';
import { useCan } from '../shell/session';
import { formKeysQuery, useCreateFormKey, useRevokeFormKey } from './api';

/** Form keys: created with the plaintext shown once, listed by prefix, revoked. */
export function FormKeys({ form }: { form: Form }) {
  const canEdit = useCan('member');
  const keys = useQuery(formKeysQuery(form.id));
  const [name, setName] = useState('');
  const [mode, setMode] = useState<Schemas['FormKeyMode']>('public');
  const create = useCreateFormKey(form.id);
  const revoke = useRevokeFormKey(form.id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name, mode }, { onSuccess: () => setName('') });
  };
  return (
    <section className="card stack" aria-labelledby="form-keys-title">
      <h2 id="form-keys-title">Form keys</h2>
      <p className="muted small">
        A protected form accepts only submissions carrying a key. Public keys may sit in a web page; protected keys are
        server-side secrets.
      </p>
      {create.data ? <SecretOnce title={`Form key “${create.data.name}”`} value={create.data.key} /> : null}
      <FieldErrors error={create.error}>
        {canEdit ? (
          <form className="row" onSubmit={submit} aria-label="Create a form key">
            <TextField label="Key name" field="name" required value={name} onChange={(e) => setName(e.target.value)} />
            <SelectField
              label="Key mode"
              field="mode"
              value={mode}
              onChange={(e) => setMode(e.target.value as typeof mode)}
              options={[
                ['public', 'Public (in a page)'],
                ['protected', 'Protected (server only)'],
              ]}
            />
            <button type="submit" {...busy(create.isPending)}>
              Create key
            </button>
          </form>
        ) : null}
        <ErrorAlert error={create.error ?? revoke.error} />
      </FieldErrors>
      <QueryView query={keys} isEmpty={(list) => list.length === 0} empty="No form keys.">
        {(list) => (
          <Table columns={['Name', 'Key', 'Mode', 'Last used', '']}>
            {list.map((k) => (
              <tr key={k.id}>
                <td className="break">{asText(k.name)}</td>
                <td className="mono">{k.key_prefix}…</td>
                <td>{k.mode}</td>
                <td>{formatAgo(k.last_used_at)}</td>
                <td>
                  {k.revoked_at ? (
                    <span className="muted small">revoked {formatDateTime(k.revoked_at)}</span>
                  ) : canEdit ? (
                    <ConfirmButton
                      title={`Revoke the form key “${asText(k.name)}”?`}
                      message={<p>Submissions carrying it are refused from now on. This cannot be undone.</p>}
                      confirm="Revoke key"
                      pending={revoke.isPending}
                      onConfirm={() =>
                        revoke.mutate(k.id, {
                          onSuccess: () => (create.data?.id === k.id ? create.reset() : undefined),
                        })
                      }
                    >
                      Revoke <span className="visually-hidden">{k.name}</span>
                    </ConfirmButton>
                  ) : null}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </QueryView>
    </section>
  );
}
