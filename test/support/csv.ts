/**
 * A strict RFC 4180 reader for tests, written independently of the exporter's writer: it refuses what a lenient
 * spreadsheet would silently accept (a quote inside an unquoted cell, text after a closing quote, a bare CR, a
 * missing final CRLF), so a test that parses an export also proves the export is well-formed.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`malformed CSV at offset ${i}: ${why}`);
  };
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) fail('unterminated quoted cell');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        cell += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') fail('quote inside an unquoted cell');
        cell += text[i++];
      }
    }
    row.push(cell);
    if (text[i] === ',') {
      i++;
      continue;
    }
    if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
      continue;
    }
    fail(i >= text.length ? 'the last record has no CRLF' : 'expected a comma or CRLF after a cell');
  }
  return rows;
}

/** The records of a CSV with a header row, as objects keyed by header (duplicate headers are an error). */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...rows] = parseCsv(text);
  if (new Set(header).size !== header.length) throw new Error(`duplicate CSV headers: ${header.join(',')}`);
  const records = rows.map((row) => {
    if (row.length !== header.length) throw new Error(`a record has ${row.length} cells, the header ${header.length}`);
    return Object.fromEntries(header.map((name, i) => [name, row[i]!]));
  });
  return { header, records };
}
