import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormbaseError } from '@formbase/client';
import { api, errorField } from '../../api/client';
import { TextField } from '../../ui/controls';
import { ErrorAlert, Notice } from '../../ui/feedback';
import { download } from '../inbox/csv';
import { useForm } from '../shell/FormShell';
import { useCan, useTitle } from '../shell/session';

/** A data subject's requests: export their submissions (CSV) or erase them for good, after confirming. */
export function DataRequests() {
  const form = useForm();
  useTitle(`${form.name} data requests`);
  const canEdit = useCan('member');
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const path = { id: form.id };
  const exportCsv = useMutation({
    mutationFn: async () => {
      const { data, error, response } = await api.raw.GET('/v1/forms/{id}/data-requests/export', {
        params: { path, query: { submitter_email: email } },
        parseAs: 'text',
      });
      if (!response.ok) throw FormbaseError.fromResponse(response, error);
      return data as string;
    },
    onSuccess: (csv) => download(`data-request-${form.name.replace(/[^\w-]+/g, '-')}.csv`, csv),
  });
  const erase = useMutation({
    mutationFn: () =>
      api.POST('/v1/forms/{id}/data-requests/erase', { params: { path }, body: { submitter_email: email } }),
    onSuccess: () => setConfirming(false),
  });
  const rejected = errorField(erase.error) === 'submitter_email';
  return (
    <section className="card stack" aria-labelledby="dr-title">
      <h2 id="dr-title">Data requests</h2>
      <p className="muted">
        When someone asks for their data, find their submissions to this form by the e-mail address they used.
      </p>
      <TextField
        label="Submitter's e-mail address"
        type="email"
        required
        value={email}
        invalid={rejected}
        onChange={(e) => {
          setEmail(e.target.value);
          setConfirming(false);
        }}
      />
      <div className="row">
        <button type="button" onClick={() => exportCsv.mutate()} disabled={!email || exportCsv.isPending}>
          Export their submissions (CSV)
        </button>
        {canEdit ? (
          <button type="button" className="danger" onClick={() => setConfirming(true)} disabled={!email}>
            Erase their submissions…
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div className="alert warn stack" role="alertdialog" aria-labelledby="erase-confirm">
          <p id="erase-confirm">
            Erase every submission from <strong>{email}</strong> to this form, files included? This cannot be undone.
          </p>
          <div className="row">
            <button type="button" className="danger" onClick={() => erase.mutate()} disabled={erase.isPending}>
              Erase for good
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      <ErrorAlert error={exportCsv.error ?? erase.error} />
      <Notice>{erase.data ? `${erase.data.erased} submissions erased.` : null}</Notice>
    </section>
  );
}
