import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  invalid?: boolean;
}

/** A label, the control it names and an optional hint the control is described by. */
function Labelled({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: ReactNode;
  children: (a11y: { id: string; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': hint ? `${id}-hint` : undefined })}
      {hint ? (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** A labelled input; `invalid` marks it for assistive technology when the API named this field. */
export function TextField({ label, hint, invalid, ...input }: FieldProps) {
  return (
    <Labelled label={label} hint={hint}>
      {(a11y) => <input {...a11y} aria-invalid={invalid || undefined} {...input} />}
    </Labelled>
  );
}

export function TextArea({
  label,
  hint,
  invalid,
  ...rest
}: { label: string; hint?: ReactNode; invalid?: boolean } & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Labelled label={label} hint={hint}>
      {(a11y) => <textarea {...a11y} aria-invalid={invalid || undefined} {...rest} />}
    </Labelled>
  );
}

export function SelectField({
  label,
  options,
  ...select
}: { label: string; options: readonly (readonly [string, string])[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Checkbox({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="check">
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Copies text to the clipboard and says so. */
export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {copied ? 'Copied' : label}
      <span className="visually-hidden" aria-live="polite">
        {copied ? 'Copied to the clipboard' : ''}
      </span>
    </button>
  );
}

/** A secret the server shows only once: a clear warning and a copy button. */
export function SecretOnce({ title, value }: { title: string; value: string }) {
  return (
    <div className="secret" role="status">
      <p>
        <strong>{title}</strong> — copy it now: it is shown only once and stored only as a hash.
      </p>
      <div className="row">
        <code data-testid="secret-value">{value}</code>
        <CopyButton text={value} />
      </div>
    </div>
  );
}

/** Comma- or line-separated lists typed into one text box. */
export const splitList = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
