import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useFieldError } from './fieldErrors';

/** The request's field a control's value goes to (`name`, `settings.rate_limit.limit`): marked when the API refuses it. */
interface ApiField {
  field?: string;
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement>, ApiField {
  label: string;
  hint?: ReactNode;
}

/** A label, the control it names, an optional hint, and the API's refusal of `field`, which the control is described by. */
function Labelled<T extends HTMLElement>({
  label,
  hint,
  field,
  children,
}: {
  label: string;
  hint?: ReactNode;
  children: (a11y: {
    id: string;
    ref: React.Ref<T>;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
  }) => ReactNode;
} & ApiField) {
  const id = useId();
  const { ref, errorId, 'aria-invalid': invalid } = useFieldError<T>(field);
  const describedBy = [hint ? `${id}-hint` : '', errorId ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, ref, 'aria-describedby': describedBy, 'aria-invalid': invalid })}
      {hint ? (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

export function TextField({ label, hint, field, ...input }: FieldProps) {
  return (
    <Labelled<HTMLInputElement> label={label} hint={hint} field={field}>
      {(a11y) => <input {...a11y} {...input} />}
    </Labelled>
  );
}

export function TextArea({
  label,
  hint,
  field,
  ...rest
}: { label: string; hint?: ReactNode } & ApiField & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Labelled<HTMLTextAreaElement> label={label} hint={hint} field={field}>
      {(a11y) => <textarea {...a11y} {...rest} />}
    </Labelled>
  );
}

export function SelectField({
  label,
  options,
  field,
  ...select
}: { label: string; options: readonly (readonly [string, string])[] } & ApiField &
  SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Labelled<HTMLSelectElement> label={label} field={field}>
      {(a11y) => (
        <select {...a11y} {...select}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

export function Checkbox({
  label,
  field,
  ...input
}: { label: string } & ApiField & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const { ref, errorId, 'aria-invalid': invalid } = useFieldError<HTMLInputElement>(field);
  return (
    <div className="check">
      <input id={id} ref={ref} type="checkbox" aria-invalid={invalid} aria-describedby={errorId} {...input} />
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
