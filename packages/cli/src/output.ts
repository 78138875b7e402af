/** How a command talks back: tables and progress for people, one JSON document on stdout for scripts. */
export interface Output {
  json: boolean;
  /** The command's result: printed as JSON with `--json`, else by `human`. */
  result(value: unknown, human: () => string): void;
  /** A progress or notice line on stderr (silent with `--json` unless it is a warning). */
  progress(line: string): void;
  warn(line: string): void;
}

export interface Streams {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export function createOutput(json: boolean, streams: Streams): Output {
  return {
    json,
    result(value, human) {
      const text = json ? JSON.stringify(value, null, 2) : human();
      if (text) streams.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    },
    progress(line) {
      if (!json) streams.stderr.write(`${line}\n`);
    },
    warn(line) {
      streams.stderr.write(`warning: ${line}\n`);
    },
  };
}

/** Rows as aligned columns under a header. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
