import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before the list is asked again. */
const TYPING_PAUSE_MS = 250;

/**
 * The inbox's search box and filter toggles. The server searches (any field value or the submitter e-mail, any case);
 * the words and toggles live in the address, so a search can be shared and survives a reload.
 */
export function InboxSearch({
  q,
  starred,
  hasFiles,
  onChange,
}: {
  q: string;
  starred: boolean;
  hasFiles: boolean;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const [text, setText] = useState(q);
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    const words = text.trim();
    if (words === q) return;
    const timer = setTimeout(
      () => change.current({ q: words === '' ? null : words, submission: null }),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q]);
  return (
    <div className="row list-only inbox-search" role="search">
      <input
        type="search"
        aria-label="Search submissions"
        placeholder="Search fields and e-mail"
        value={text}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
      />
      <label className="small">
        <input
          type="checkbox"
          checked={starred}
          onChange={() => onChange({ starred: starred ? null : '1', submission: null })}
        />{' '}
        Starred
      </label>
      <label className="small">
        <input
          type="checkbox"
          checked={hasFiles}
          onChange={() => onChange({ files: hasFiles ? null : '1', submission: null })}
        />{' '}
        With files
      </label>
    </div>
  );
}
