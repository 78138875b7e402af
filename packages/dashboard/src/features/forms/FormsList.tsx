import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { busy } from '../../ui/busy';
import { FieldErrors } from '../../ui/fieldErrors';
import { ErrorAlert, QueryView } from '../../ui/feedback';
import { TextField } from '../../ui/controls';
import { formatDateTime, formatNumber, plural } from '../../ui/format';
import { useCan, useTitle } from '../shell/session';
import { useCreateForm, useForms } from './api';

export function FormsList() {
  useTitle('Forms');
  const [params, setParams] = useSearchParams();
  const showTrash = params.get('show') === 'trash';
  const forms = useForms();
  const canEdit = useCan('member');
  return (
    <>
      <div className="page-head">
        <h1>Forms</h1>
        <div className="row" role="group" aria-label="Which forms">
          <button type="button" aria-pressed={!showTrash} onClick={() => setParams({})}>
            Active
          </button>
          <button type="button" aria-pressed={showTrash} onClick={() => setParams({ show: 'trash' })}>
            Trash
          </button>
        </div>
      </div>
      {canEdit && !showTrash ? <CreateForm /> : null}
      <QueryView
        query={forms}
        isEmpty={(list) => list.filter((f) => f.is_active !== showTrash).length === 0}
        empty={showTrash ? 'No forms in the trash.' : 'No forms yet: create your first one above.'}
      >
        {(list) => (
          <div className="grid">
            {list
              .filter((f) => f.is_active !== showTrash)
              .map((f) => (
                <article className="card" key={f.id}>
                  <h2>
                    <Link to={`/forms/${f.id}/inbox`}>
                      <span aria-hidden="true">{f.emoji}</span> {f.name}
                    </Link>{' '}
                    {f.unread_submission_count > 0 ? (
                      <span className="badge accent" aria-label={`${f.unread_submission_count} unread`}>
                        {formatNumber(f.unread_submission_count)}
                      </span>
                    ) : null}
                  </h2>
                  <p className="muted small">
                    {plural(f.submission_count, 'submission')} · {f.access_mode} · created{' '}
                    {formatDateTime(f.created_at)}
                  </p>
                  <div className="row small">
                    <Link to={`/forms/${f.id}/settings`}>Settings</Link>
                    <Link to={`/forms/${f.id}/embed`}>Embed</Link>
                    <Link to={`/forms/${f.id}/analytics`}>Analytics</Link>
                  </div>
                </article>
              ))}
          </div>
        )}
      </QueryView>
    </>
  );
}

function CreateForm() {
  const [name, setName] = useState('');
  const [emoji, setEmoji] = useState('📝');
  const navigate = useNavigate();
  const create = useCreateForm();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name, emoji: emoji || undefined }, { onSuccess: (form) => navigate(`/forms/${form.id}/embed`) });
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="create-form-title">
      <h2 id="create-form-title">Create a form</h2>
      <FieldErrors error={create.error}>
        <div className="row">
          <TextField
            label="Form name"
            required
            value={name}
            placeholder="Contact"
            field="name"
            onChange={(e) => setName(e.target.value)}
          />
          <TextField label="Emoji" value={emoji} size={4} field="emoji" onChange={(e) => setEmoji(e.target.value)} />
        </div>
        <ErrorAlert error={create.error} />
      </FieldErrors>
      <div>
        <button className="primary" type="submit" {...busy(create.isPending)}>
          Create form
        </button>
      </div>
    </form>
  );
}
