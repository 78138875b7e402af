import { useState } from 'react';
import { Link } from 'react-router';
import type { SubmissionSummary } from '@formbase/client';
import { Dialog } from '../../ui/Dialog';
import { asText, formatDateTime } from '../../ui/format';
import { Table } from '../../ui/Table';
import { useForm } from '../shell/FormShell';
import { useUpdateSubmission, type StatusFilter } from './api';
import { fieldColumns } from './columns';
import {
  LoadMore,
  StarButton,
  submissionTitle,
  useListPlaceholder,
  useOpenHref,
  type InboxPages,
} from './SubmissionList';

/** A cell shows at most this many characters of a value; the submission itself shows all of it. */
const CELL_CHARS = 200;
const cellText = (value: unknown) => {
  const text = asText(value);
  return text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS)}…` : text;
};

/**
 * The inbox as a table: one row per submission (newest first), one column per field of the loaded submissions,
 * in the order the export's CSV uses; the member chooses which field columns show, per form, in this browser.
 */
export function SubmissionTable({
  items,
  checked,
  status,
  canEdit,
  onToggle,
  query,
  hidden,
  onHide,
}: {
  items: SubmissionSummary[];
  checked: Set<string>;
  status: StatusFilter;
  canEdit: boolean;
  onToggle: (id: string) => void;
  query: InboxPages;
  /** The field columns the member hid (`useHiddenColumns`), and how to change them. */
  hidden: Set<string>;
  onHide: (hidden: Set<string>) => void;
}) {
  const form = useForm();
  const update = useUpdateSubmission(form.id);
  const star = (id: string, starred: boolean) => update.mutate({ sid: id, starred });
  const fields = fieldColumns(items);
  const shown = fields.filter((name) => !hidden.has(name));
  const placeholder = useListPlaceholder(items, status, query);
  if (placeholder) return placeholder;
  return (
    <>
      <div className="row table-tools">
        <ColumnChooser fields={fields} hidden={hidden} onChange={onHide} />
      </div>
      <Table
        columns={['', 'Received', 'Star', 'E-mail', 'Status', ...shown]}
        caption="Submissions, newest first"
        scrollLabel="Submissions table"
        className="submission-table"
      >
        {items.map((s) => (
          <TableRow
            key={s.id}
            submission={s}
            status={status}
            fields={shown}
            checked={checked.has(s.id)}
            canEdit={canEdit}
            onToggle={onToggle}
            onStar={star}
            starring={update.isPending}
          />
        ))}
      </Table>
      <LoadMore as="p" query={query} />
    </>
  );
}

function TableRow({
  submission: s,
  status,
  fields,
  checked,
  canEdit,
  onToggle,
  onStar,
  starring,
}: {
  submission: SubmissionSummary;
  status: StatusFilter;
  fields: string[];
  checked: boolean;
  canEdit: boolean;
  onToggle: (id: string) => void;
  onStar: (id: string, starred: boolean) => void;
  starring: boolean;
}) {
  const href = useOpenHref(status, s.id);
  const title = submissionTitle(s);
  const values = (s.fields ?? {}) as Record<string, unknown>;
  return (
    // Each cell names its column (`data-label`), which the phone layout shows beside the value.
    <tr data-submission={s.id}>
      <td data-label="">
        {canEdit ? (
          <input type="checkbox" aria-label={`Select ${title}`} checked={checked} onChange={() => onToggle(s.id)} />
        ) : null}
      </td>
      <td data-label="Received" className="nowrap">
        <Link to={href} data-open="">
          {formatDateTime(s.created_at)}
          <span className="visually-hidden"> {title}</span>
        </Link>
      </td>
      <td data-label="Star">
        <StarButton submission={s} disabled={!canEdit || starring} onStar={onStar} />
      </td>
      <td data-label="E-mail">{s.submitter_email ?? ''}</td>
      <td data-label="Status">{s.locked ? 'locked' : s.deleted_at ? 'in trash' : s.status}</td>
      {fields.map((name) => (
        <td key={name} data-label={name}>
          {Object.prototype.hasOwnProperty.call(values, name) ? cellText(values[name]) : ''}
        </td>
      ))}
    </tr>
  );
}

/** "Columns": a dialog of one checkbox per field column; each change shows at once and is remembered. */
function ColumnChooser({
  fields,
  hidden,
  onChange,
}: {
  fields: string[];
  hidden: Set<string>;
  onChange: (hidden: Set<string>) => void;
}) {
  const [open, setOpen] = useState(false);
  const shown = fields.filter((name) => !hidden.has(name)).length;
  const toggle = (name: string) => {
    const next = new Set(hidden);
    if (!next.delete(name)) next.add(name);
    onChange(next);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Columns{' '}
        <span className="small muted">
          ({shown} of {fields.length})
        </span>
      </button>
      <Dialog open={open} title="Columns" onClose={() => setOpen(false)}>
        <p className="small muted">Field columns to show in this form&apos;s table. This browser remembers them.</p>
        <fieldset className="column-choices">
          <legend className="visually-hidden">Field columns</legend>
          {fields.map((name) => (
            <label key={name}>
              <input type="checkbox" checked={!hidden.has(name)} onChange={() => toggle(name)} />{' '}
              <span className="break">{name}</span>
            </label>
          ))}
        </fieldset>
        <div className="row dialog-actions">
          <button type="button" disabled={hidden.size === 0} onClick={() => onChange(new Set())}>
            Show all
          </button>
          <button type="button" className="primary" data-autofocus="" onClick={() => setOpen(false)}>
            Done
          </button>
        </div>
      </Dialog>
    </>
  );
}
