import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@formbase/client';
import { api, errorField } from '../../api/client';
import { formKeys, spamKeys } from '../../api/keys';
import { Checkbox, SelectField, TextField } from '../../ui/controls';
import { ErrorAlert, Notice, QueryView } from '../../ui/feedback';
import { useForm } from '../shell/FormShell';
import { useCan, useTitle } from '../shell/session';

export function SpamProtection() {
  const form = useForm();
  useTitle(`${form.name} spam protection`);
  return (
    <div className="stack">
      <BlockList kind="domains" formId={form.id} />
      <BlockList kind="ips" formId={form.id} />
      <Captcha formId={form.id} />
      <Hygiene formId={form.id} />
    </div>
  );
}

type Entry = { id: string; value: string; formWide: boolean };

/** Blocked e-mail domains or IP networks: this form's and the organization's, added with a scope, removed by id. */
function BlockList({ kind, formId }: { kind: 'domains' | 'ips'; formId: string }) {
  const queryClient = useQueryClient();
  const canEdit = useCan('member');
  const [value, setValue] = useState('');
  const [scope, setScope] = useState<'form' | 'tenant'>('form');
  const key = kind === 'domains' ? spamKeys.domains(formId) : spamKeys.ips(formId);
  const path = { params: { path: { id: formId } } };
  const list = useQuery({
    queryKey: key,
    queryFn: async (): Promise<Entry[]> =>
      kind === 'domains'
        ? (await api.GET('/v1/forms/{id}/blocked-domains', path)).domains.map((d) => ({
            id: d.id,
            value: d.domain,
            formWide: d.form_id !== null,
          }))
        : (await api.GET('/v1/forms/{id}/blocked-ips', path)).ips.map((d) => ({
            id: d.id,
            value: d.network,
            formWide: d.form_id !== null,
          })),
  });
  const add = useMutation({
    mutationFn: (): Promise<unknown> =>
      kind === 'domains'
        ? api.POST('/v1/forms/{id}/blocked-domains', { ...path, body: { domain: value, scope } })
        : api.POST('/v1/forms/{id}/blocked-ips', { ...path, body: { network: value, scope } }),
    onSuccess: () => {
      setValue('');
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string): Promise<unknown> =>
      kind === 'domains'
        ? api.DELETE('/v1/blocked-domains/{id}', { params: { path: { id } } })
        : api.DELETE('/v1/blocked-ips/{id}', { params: { path: { id } } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const title = kind === 'domains' ? 'Blocked e-mail domains' : 'Blocked IP addresses and ranges';
  const label = kind === 'domains' ? 'Domain' : 'IP address or CIDR range';
  return (
    <section className="card stack" aria-label={title}>
      <h2>{title}</h2>
      {canEdit ? (
        <form
          className="row"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <TextField
            label={label}
            required
            placeholder={kind === 'domains' ? 'spam.example' : '203.0.113.0/24'}
            value={value}
            invalid={errorField(add.error) === (kind === 'domains' ? 'domain' : 'network')}
            onChange={(e) => setValue(e.target.value)}
          />
          <SelectField
            label="Applies to"
            value={scope}
            onChange={(e) => setScope(e.target.value as 'form' | 'tenant')}
            options={[
              ['form', 'This form'],
              ['tenant', 'Every form of the organization'],
            ]}
          />
          <button type="submit" disabled={add.isPending}>
            Block
          </button>
        </form>
      ) : null}
      <ErrorAlert error={add.error ?? remove.error} />
      <QueryView query={list} isEmpty={(l) => l.length === 0} empty="Nothing blocked.">
        {(l) => (
          <ul>
            {l.map((e) => (
              <li key={e.id} className="row">
                <span className="mono">{e.value}</span>
                <span className="badge">{e.formWide ? 'this form' : 'organization'}</span>
                {canEdit ? (
                  <button type="button" className="link" onClick={() => remove.mutate(e.id)}>
                    Unblock <span className="visually-hidden">{e.value}</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

type Provider = Schemas['CaptchaProvider'];

/** CAPTCHA settings; the secret is write-only (never shown, sent again on each save). */
function Captcha({ formId }: { formId: string }) {
  const query = useQuery({
    queryKey: spamKeys.captcha(formId),
    queryFn: () => api.GET('/v1/forms/{id}/captcha', { params: { path: { id: formId } } }),
  });
  return (
    <section className="card stack" aria-labelledby="captcha-title">
      <h2 id="captcha-title">CAPTCHA</h2>
      <QueryView query={query}>{(c) => <CaptchaForm formId={formId} current={c} />}</QueryView>
    </section>
  );
}

function CaptchaForm({ formId, current }: { formId: string; current: Schemas['CaptchaConfig'] }) {
  const queryClient = useQueryClient();
  const canEdit = useCan('member');
  const [enabled, setEnabled] = useState(current.enabled);
  const [provider, setProvider] = useState<Provider>(current.provider ?? 'captcha_b');
  const [siteKey, setSiteKey] = useState(current.site_key ?? '');
  const [secret, setSecret] = useState('');
  const save = useMutation({
    mutationFn: () =>
      api.PUT('/v1/forms/{id}/captcha', {
        params: { path: { id: formId } },
        body: { enabled, provider, site_key: siteKey, secret },
      }),
    onSuccess: () => {
      setSecret('');
      void queryClient.invalidateQueries({ queryKey: spamKeys.captcha(formId) });
      void queryClient.invalidateQueries({ queryKey: formKeys.detail(formId) });
    },
  });
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <fieldset disabled={!canEdit} className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
        <Checkbox label="Require a CAPTCHA" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <SelectField
          label="Provider"
          value={provider}
          onChange={(e) => setProvider(e.target.value as Provider)}
          options={[
            ['captcha_a', 'hCaptcha'],
            ['captcha_b', 'Cloudflare Turnstile'],
            ['captcha_v2', 'reCAPTCHA v2'],
            ['captcha_v3', 'reCAPTCHA v3'],
          ]}
        />
        <TextField label="Site key" required value={siteKey} onChange={(e) => setSiteKey(e.target.value)} />
        <TextField
          label="Secret key"
          type="password"
          autoComplete="off"
          required
          hint={
            current.provider ? 'Stored and never shown. Enter it again to save changes.' : 'Stored and never shown.'
          }
          value={secret}
          invalid={errorField(save.error) === 'secret'}
          onChange={(e) => setSecret(e.target.value)}
        />
      </fieldset>
      <ErrorAlert error={save.error} />
      <Notice>{save.isSuccess ? 'CAPTCHA settings saved.' : null}</Notice>
      {canEdit ? (
        <div>
          <button className="primary" type="submit" disabled={save.isPending}>
            Save CAPTCHA
          </button>
        </div>
      ) : null}
    </form>
  );
}

function Hygiene({ formId }: { formId: string }) {
  const queryClient = useQueryClient();
  const canEdit = useCan('member');
  const query = useQuery({
    queryKey: spamKeys.hygiene(formId),
    queryFn: () => api.GET('/v1/forms/{id}/email-hygiene', { params: { path: { id: formId } } }),
  });
  const save = useMutation({
    mutationFn: (body: Schemas['SetEmailHygieneRequest']) =>
      api.PUT('/v1/forms/{id}/email-hygiene', { params: { path: { id: formId } }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: spamKeys.hygiene(formId) }),
  });
  return (
    <section className="card stack" aria-labelledby="hygiene-title">
      <h2 id="hygiene-title">E-mail hygiene</h2>
      <p className="muted small">Check the submitter's address: that its domain receives mail and is not disposable.</p>
      <QueryView query={query}>
        {({ policy }) => {
          const p = policy ?? { mode: 'flag' as const, require_mx: false, block_disposable: false };
          return (
            <fieldset disabled={!canEdit || save.isPending} className="stack" style={{ border: 0, padding: 0 }}>
              <Checkbox
                label="The domain must receive mail (MX record)"
                checked={p.require_mx}
                onChange={(e) => save.mutate({ ...p, require_mx: e.target.checked })}
              />
              <Checkbox
                label="Refuse disposable addresses"
                checked={p.block_disposable}
                onChange={(e) => save.mutate({ ...p, block_disposable: e.target.checked })}
              />
              <SelectField
                label="When an address fails"
                value={p.mode}
                onChange={(e) => save.mutate({ ...p, mode: e.target.value as 'flag' | 'block' })}
                options={[
                  ['flag', 'Keep it, marked as spam'],
                  ['block', 'Refuse the submission'],
                ]}
              />
            </fieldset>
          );
        }}
      </QueryView>
      <ErrorAlert error={save.error} />
    </section>
  );
}
