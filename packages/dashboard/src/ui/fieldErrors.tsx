import { createContext, useContext, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { errorField } from '../api/client';

interface Rejection {
  /** The error of the form's action, as the API gave it. */
  error: unknown;
  /** The id of the sentence saying it (`ErrorAlert` takes it when it shows this error). */
  messageId: string;
  /** The error a field was last focused for: the first marked field takes focus once per refusal. */
  focusedFor: RefObject<unknown>;
}

const RejectionContext = createContext<Rejection | null>(null);

/**
 * Around a form whose action the API may refuse: the control named by the refusal's `field` is marked invalid,
 * described by the error's sentence and focused (the first one, once per refusal). The marking lasts until the next
 * attempt (a pending or successful action has no error), since only the API says what it accepts.
 */
export function FieldErrors({ error, children }: { error: unknown; children: ReactNode }) {
  const messageId = useId();
  const focusedFor = useRef<unknown>(null);
  return <RejectionContext.Provider value={{ error, messageId, focusedFor }}>{children}</RejectionContext.Provider>;
}

/** The API names a list's entry, or a section's key, below the control's own field: `allowed_origins.1`. */
const names = (rejected: string, field: string) => rejected === field || rejected.startsWith(`${field}.`);

/**
 * What a control whose value goes to the API as `field` (a dotted path, e.g. `settings.rate_limit.limit`) needs to
 * say it was refused: `aria-invalid`, the message's id for `aria-describedby`, and a ref that takes focus when it is
 * the first refused control of its form.
 */
export function useFieldError<T extends HTMLElement>(field: string | undefined) {
  const rejection = useContext(RejectionContext);
  const ref = useRef<T>(null);
  const rejected = rejection ? errorField(rejection.error) : undefined;
  const invalid = Boolean(field && rejected && names(rejected, field));
  useEffect(() => {
    // Effects run in document order, so the first marked control of the form claims the refusal.
    if (!invalid || !rejection || rejection.focusedFor.current === rejection.error) return;
    rejection.focusedFor.current = rejection.error;
    ref.current?.focus();
  }, [invalid, rejection]);
  return {
    ref,
    'aria-invalid': invalid || undefined,
    errorId: invalid ? rejection?.messageId : undefined,
  };
}

/** The id an error's sentence carries when it is the refusal of the form around it (what a marked field points at). */
export function useMessageId(error: unknown): string | undefined {
  const rejection = useContext(RejectionContext);
  return rejection && error && rejection.error === error ? rejection.messageId : undefined;
}
