import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@formbase/client';
import { Checkbox, SelectField, TextField } from '../../ui/controls';
import { ErrorAlert, Notice, QueryView } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { FieldErrors } from '../../ui/fieldErrors';
import { keepFocusNear } from '../../ui/focusLanding';
import { useForm } from '../shell/FormShell';
import { useCan, useTitle } from '../shell/session';
import {
  blockListQuery,
  captchaQuery,
  hygieneQuery,
  useBlock,
  useSaveCaptcha,
  useSaveHygiene,
  useUnblock,
  type BlockKind,
} from './api';

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

/** Blocked e-mail domains or IP networks: this form's and the organization's, added with a scope, removed by id. */
function BlockList({ kind, formId }: { kind: BlockKind; formId: string }) {
  const canEdit = useCan('member');
  const [value, setValue] = useState('');
  const [scope, setScope] = useState<'form' | 'tenant'>('form');
  const list = useQuery(blockListQuery(kind, formId));
  const add = useBlock(kind, formId);
  const remove = useUnblock(kind, formId);
  const title = kind === 'domains' ? 'Blocked e-mail domains' : 'Blocked IP addresses and ranges';
  const label = kind === 'domains' ? 'Domain' : 'IP address or CIDR range';
  return (
    <section className="card stack" aria-label={title}>
      <h2>{title}</h2>
      <FieldErrors error={add.error}>
        {canEdit ? (
          <form
            className="row"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              add.mutate({ value, scope }, { onSuccess: () => setValue('') });
            }}
          >
            <TextField
              label={label}
              required
              placeholder={kind === 'domains' ? 'spam.example' : '203.0.113.0/24'}
              value={value}
              field={kind === 'domains' ? 'domain' : 'network'}
              onChange={(e) => setValue(e.target.value)}
            />
            <SelectField
              label="Applies to"
              field="scope"
              value={scope}
              onChange={(e) => setScope(e.target.value as 'form' | 'tenant')}
              options={[
                ['form', 'This form'],
                ['tenant', 'Every form of the organization'],
              ]}
            />
            <button type="submit" {...busy(add.isPending)}>
              Block
            </button>
          </form>
        ) : null}
        <ErrorAlert error={add.error ?? remove.error} />
      </FieldErrors>
      <QueryView query={list} isEmpty={(l) => l.length === 0} empty="Nothing blocked.">
        {(l) => (
          <ul>
            {l.map((e) => (
              <li key={e.id} className="row">
                <span className="mono">{e.value}</span>
                <span className="badge">{e.formWide ? 'this form' : 'organization'}</span>
                {canEdit ? (
                  <button
                    type="button"
                    className="link"
                    onClick={(click) => {
                      keepFocusNear(click.currentTarget);
                      remove.mutate(e.id);
                    }}
                  >
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
  const query = useQuery(captchaQuery(formId));
  return (
    <section className="card stack" aria-labelledby="captcha-title">
      <h2 id="captcha-title">CAPTCHA</h2>
      <QueryView query={query}>{(c) => <CaptchaForm formId={formId} current={c} />}</QueryView>
    </section>
  );
}

function CaptchaForm({ formId, current }: { formId: string; current: Schemas['CaptchaConfig'] }) {
  const canEdit = useCan('member');
  const [enabled, setEnabled] = useState(current.enabled);
  const [provider, setProvider] = useState<Provider>(current.provider ?? 'captcha_b');
  const [siteKey, setSiteKey] = useState(current.site_key ?? '');
  const [secret, setSecret] = useState('');
  const save = useSaveCaptcha(formId);
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ enabled, provider, site_key: siteKey, secret }, { onSuccess: () => setSecret('') });
      }}
    >
      <FieldErrors error={save.error}>
        <fieldset disabled={!canEdit} className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <Checkbox
            label="Require a CAPTCHA"
            field="enabled"
            checked={enabled}
            onChange={(e) => setEnabled(e.target.checked)}
          />
          <SelectField
            label="Provider"
            field="provider"
            value={provider}
            onChange={(e) => setProvider(e.target.value as Provider)}
            options={[
              ['captcha_a', 'hCaptcha'],
              ['captcha_b', 'Cloudflare Turnstile'],
              ['captcha_v2', 'reCAPTCHA v2'],
              ['captcha_v3', 'reCAPTCHA v3'],
            ]}
          />
          <TextField
            label="Site key"
            field="site_key"
            required
            value={siteKey}
            onChange={(e) => setSiteKey(e.target.value)}
          />
          <TextField
            label="Secret key"
            type="password"
            autoComplete="off"
            required
            hint={
              current.provider ? 'Stored and never shown. Enter it again to save changes.' : 'Stored and never shown.'
            }
            value={secret}
            field="secret"
            onChange={(e) => setSecret(e.target.value)}
          />
        </fieldset>
        <ErrorAlert error={save.error} />
      </FieldErrors>
      <Notice>{save.isSuccess ? 'CAPTCHA settings saved.' : null}</Notice>
      {canEdit ? (
        <div>
          <button className="primary" type="submit" {...busy(save.isPending)}>
            Save CAPTCHA
          </button>
        </div>
      ) : null}
    </form>
  );
}

function Hygiene({ formId }: { formId: string }) {
  const canEdit = useCan('member');
  const query = useQuery(hygieneQuery(formId));
  const save = useSaveHygiene(formId);
  return (
    <section className="card stack" aria-labelledby="hygiene-title">
      <h2 id="hygiene-title">E-mail hygiene</h2>
      <p className="muted small">Check the submitter's address: that its domain receives mail and is not disposable.</p>
      <FieldErrors error={save.error}>
        <QueryView query={query}>
          {({ policy }) => {
            const p = policy ?? { mode: 'flag' as const, require_mx: false, block_disposable: false };
            return (
              <fieldset disabled={!canEdit || save.isPending} className="stack" style={{ border: 0, padding: 0 }}>
                <Checkbox
                  label="The domain must receive mail (MX record)"
                  field="require_mx"
                  checked={p.require_mx}
                  onChange={(e) => save.mutate({ ...p, require_mx: e.target.checked })}
                />
                <Checkbox
                  label="Refuse disposable addresses"
                  field="block_disposable"
                  checked={p.block_disposable}
                  onChange={(e) => save.mutate({ ...p, block_disposable: e.target.checked })}
                />
                <SelectField
                  label="When an address fails"
                  field="mode"
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
      </FieldErrors>
    </section>
  );
}
