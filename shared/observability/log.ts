/**
 * Structured logs: one JSON line per request or message, ids and timings only. Never pass field values,
 * e-mail addresses or IP addresses in here.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const write = (level: string, message: string, fields: LogFields = {}) =>
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), message, ...fields })}\n`);

export const jsonLogger: Logger = {
  info: (message, fields) => write('info', message, fields),
  error: (message, fields) => write('error', message, fields),
};

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };

/** A short description of an unexpected error for the log: its class and first stack frames, no request data. */
export function describeError(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error_type: typeof error };
  return {
    error_type: error.name,
    error_message: error.message.slice(0, 300),
    stack: error.stack?.split('\n').slice(1, 4).join(' | '),
  };
}
