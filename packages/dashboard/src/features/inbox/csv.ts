/** Saves text as a file through a temporary object URL (no server round trip). */
export function download(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** How many records a CSV with a header line holds (line breaks inside quoted values do not end a record). */
export function csvRecords(text: string): number {
  let records = 0;
  let quoted = false;
  let empty = true;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === '\n' && !quoted) {
      if (!empty) records++;
      empty = true;
    } else if (char !== '\r') empty = false;
  }
  if (!empty) records++;
  return Math.max(0, records - 1);
}
