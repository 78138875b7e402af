import { useState } from 'react';
import { TextField } from '../../ui/controls';
import { ErrorAlert, Notice } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { FieldErrors } from '../../ui/fieldErrors';
import { csvRecords, download } from '../inbox/csv';
import { useForm } from '../shell/FormShell';
import { useCan, useTitle } from '../shell/session';
import { ConfirmButton } from '../../ui/Dialog';
import { plural } from '../../ui/format';
import { useEraseSubject, useExportSubject } from './api';

/** A data subject's requests: export their submissions (CSV) or erase them for good, after confirming. */
export function DataRequests() {
  const form = useForm();
  useTitle(`${form.name} data requests`);
  const canEdit = useCan('member');
  const [email, setEmail] = useState('');
  const exportCsv = useExportSubject(form.id);
  const erase = useEraseSubject(form.id);
  // What the export found, said beside the download (an address with no submissions downloads nothing).
  const found = exportCsv.data === undefined ? undefined : csvRecords(exportCsv.data);
  const exported =
    found === undefined
      ? null
      : found === 0
        ? `No submissions from ${exportCsv.variables} to this form: nothing to download.`
        : `${plural(found, 'submission')} from ${exportCsv.variables} downloaded.`;
  return (
    <section className="card stack" aria-labelledby="dr-title">
      <h2 id="dr-title">Data requests</h2>
      <p className="muted">
        When someone asks for their data, find their submissions to this form by the e-mail address they used.
      </p>
      <FieldErrors error={exportCsv.error ?? erase.error}>
        <TextField
          label="Submitter's e-mail address"
          field="submitter_email"
          type="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
          }}
        />
        <div className="row">
          <button
            type="button"
            onClick={() => {
              erase.reset();
              exportCsv.mutate(email, {
                onSuccess: (csv) => {
                  if (csvRecords(csv) > 0) download(`data-request-${form.name.replace(/[^\w-]+/g, '-')}.csv`, csv);
                },
              });
            }}
            disabled={!email}
            {...busy(exportCsv.isPending)}
          >
            Export their submissions (CSV)
          </button>
          {canEdit ? (
            <ConfirmButton
              disabled={!email}
              pending={erase.isPending}
              title="Erase their submissions?"
              message={
                <p>
                  Erase every submission from <strong className="break">{email}</strong> to this form, files included?
                  This cannot be undone.
                </p>
              }
              confirm="Erase for good"
              onConfirm={() => {
                exportCsv.reset();
                erase.mutate(email);
              }}
            >
              Erase their submissions…
            </ConfirmButton>
          ) : null}
        </div>
        <ErrorAlert error={exportCsv.error ?? erase.error} />
      </FieldErrors>
      <Notice>
        {erase.data ? (
          `${plural(erase.data.erased, 'submission')} erased.`
        ) : exported ? (
          <span className="break">{exported}</span>
        ) : null}
      </Notice>
    </section>
  );
}
