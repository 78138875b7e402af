import { useId, useState } from 'react';
import { formatNumber } from './format';

/**
 * How much of a value shows before it folds: about fifteen lines of prose at 320 px (thirty of the widest letter,
 * 950 px). A visitor's value can be 100,000 characters; drawn whole it is a wall the reader scrolls past for minutes
 * to reach the next field.
 */
export const FOLD_CHARS = 600;

/** The first `limit` characters, never cutting an emoji or other astral character in half. */
const head = (text: string, limit: number) =>
  text.slice(0, /[\uD800-\uDBFF]/.test(text[limit - 1] ?? '') ? limit - 1 : limit);

/**
 * A visitor's value as text that wraps anywhere (one long word never widens the page), folded past
 * `limit` characters (`FOLD_CHARS` unless told) behind a "Show all" button that says how long it is; the button expands and folds it again.
 */
export function LongText({ text, limit = FOLD_CHARS }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (text.length <= limit) return <span className="long-text">{text}</span>;
  return (
    <>
      <span className="long-text" id={id}>
        {open ? text : `${head(text, limit)}…`}
      </span>{' '}
      <button
        type="button"
        className="link fold"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Show less' : `Show all (${formatNumber(text.length)} characters)`}
      </button>
    </>
  );
}
