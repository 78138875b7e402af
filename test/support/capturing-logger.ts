import type { LogFields, Logger } from '@shared/observability/log.js';

export type CapturedLine = LogFields & { level: string; message: string };

/** A logger that keeps every line it is given (level and message beside the fields), for tests of what is logged. */
export function capturingLogger(): { lines: CapturedLine[]; logger: Logger } {
  const lines: CapturedLine[] = [];
  const logger: Logger = {
    debug: (message, fields) => lines.push({ level: 'DEBUG', message, ...fields }),
    info: (message, fields) => lines.push({ level: 'INFO', message, ...fields }),
    error: (message, fields) => lines.push({ level: 'ERROR', message, ...fields }),
    appendKeys: () => undefined,
    resetKeys: () => undefined,
  };
  return { lines, logger };
}
