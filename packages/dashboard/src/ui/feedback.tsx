import { Children, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorSentence } from '../api/errorSentence';
import { useMessageId } from './fieldErrors';

/**
 * An error from the API as a sentence naming its field, announced to screen readers; inside `FieldErrors` it is what
 * the refused field is described by.
 */
export function ErrorAlert({ error }: { error: unknown }) {
  const id = useMessageId(error);
  if (!error) return null;
  return (
    <div className="alert error" role="alert" id={id}>
      {errorSentence(error)}
    </div>
  );
}

/** A result of an action, announced politely. */
export function Notice({ children, tone = 'ok' }: { children?: ReactNode; tone?: 'ok' | 'warn' }) {
  const shown = Children.toArray(children).length > 0;
  return <div aria-live="polite">{shown ? <div className={`alert ${tone}`}>{children}</div> : null}</div>;
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className="skeleton" />
      <div className="skeleton" style={{ width: '70%' }} />
      <div className="skeleton" style={{ width: '45%' }} />
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="empty">{children}</div>;
}

/** Loading, error and empty states around a query; renders `children` with the data. */
export function QueryView<T>({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  if (empty && isEmpty?.(query.data)) return <Empty>{empty}</Empty>;
  return <>{children(query.data)}</>;
}
