import { CopyButton } from '../../ui/controls';
import { useForm } from '../shell/FormShell';
import { useTitle } from '../shell/session';
import { endpointBase, fetchSnippet, htmlSnippet, reactSnippet } from './snippets';

function Snippet({ title, code, description }: { title: string; code: string; description: string }) {
  const id = `snippet-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="card stack" aria-labelledby={id}>
      <div className="page-head">
        <h2 id={id}>{title}</h2>
        <CopyButton text={code} label={`Copy ${title} snippet`} />
      </div>
      <p className="muted small">{description}</p>
      <pre tabIndex={0} aria-label={`${title} snippet`}>
        <code>{code}</code>
      </pre>
    </section>
  );
}

export function Embed() {
  const form = useForm();
  useTitle(`Embed ${form.name}`);
  const base = endpointBase();
  const url = `${base}/f/${form.public_slug}`;
  return (
    <div className="stack">
      <section className="card">
        <h2>Endpoint</h2>
        <div className="row">
          <code data-testid="endpoint-url">{url}</code>
          <CopyButton text={url} label="Copy endpoint URL" />
        </div>
        {form.allowed_origins.length ? (
          <p className="muted small">Browsers may submit only from: {form.allowed_origins.join(', ')}.</p>
        ) : (
          <p className="muted small">
            Any site may post to it. Limit it to your sites under Settings → Allowed origins.
          </p>
        )}
      </section>
      <Snippet
        title="HTML form"
        code={htmlSnippet(url)}
        description="Paste into any page. Visitors see the thank-you page (or your redirect) after sending."
      />
      <Snippet
        title="fetch"
        code={fetchSnippet(url)}
        description="Stay on the page: submit with JavaScript and show your own message."
      />
      <Snippet
        title="React (@formspree/react)"
        code={reactSnippet(form.public_slug, base)}
        description="Formspree's React hooks work unchanged with this endpoint."
      />
    </div>
  );
}
