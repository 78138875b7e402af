import { setting } from '@shared/config.js';

/**
 * Structured logs: one JSON line per request or message, ids and timings only. Never pass field values,
 * e-mail addresses or IP addresses in here.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** Keys added to every following line until `resetKeys` (the correlation id of the request or batch). */
  appendKeys(fields: LogFields): void;
  resetKeys(): void;
}

const LEVELS = { DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20 } as const;
type Level = keyof typeof LEVELS;

/** The X-Ray trace of the current invocation (Lambda sets `_X_AMZN_TRACE_ID` per invocation when tracing is on). */
const traceId = () => /Root=([^;]+)/.exec(setting('_X_AMZN_TRACE_ID') ?? '')?.[1];

/**
 * JSON lines on stdout, in the shape of Powertools Logger's (`level`, `message`, `timestamp`, `service`, the
 * `xray_trace_id` when traced, then the appended keys and the line's fields), with its settings: the service from
 * `POWERTOOLS_SERVICE_NAME` (set per function by the stack), the level from `POWERTOOLS_LOG_LEVEL` (default INFO),
 * and `POWERTOOLS_LOGGER_SAMPLE_RATE`, the share of processes that print DEBUG lines too. Written here rather than
 * with Powertools Logger: these few lines are all the functions use of it, and it weighed ~24 KB in every function
 * bundle and 20 B on every line (docs/decisions/cost.md).
 */
export function lambdaLogger(serviceName = setting('POWERTOOLS_SERVICE_NAME')): Logger {
  const configured = (setting('POWERTOOLS_LOG_LEVEL') ?? setting('AWS_LAMBDA_LOG_LEVEL') ?? 'INFO').toUpperCase();
  const sampleRate = setting('POWERTOOLS_LOGGER_SAMPLE_RATE');
  const threshold =
    sampleRate > 0 && Math.random() < sampleRate ? LEVELS.DEBUG : (LEVELS[configured as Level] ?? LEVELS.INFO);
  let keys: LogFields = {};
  const write = (level: Level, message: string, fields: LogFields = {}) => {
    if (LEVELS[level] < threshold) return;
    const line = {
      level,
      message,
      timestamp: new Date().toISOString(),
      service: serviceName,
      xray_trace_id: traceId(),
      ...keys,
      ...fields,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  return {
    debug: (message, fields) => write('DEBUG', message, fields),
    info: (message, fields) => write('INFO', message, fields),
    error: (message, fields) => write('ERROR', message, fields),
    appendKeys: (fields) => (keys = { ...keys, ...fields }),
    resetKeys: () => (keys = {}),
  };
}

export const jsonLogger: Logger = lambdaLogger();

const nothing = () => undefined;
export const silentLogger: Logger = {
  debug: nothing,
  info: nothing,
  error: nothing,
  appendKeys: nothing,
  resetKeys: nothing,
};

/** A short description of an unexpected error for the log: its class and first stack frames, no request data. */
export function describeError(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error_type: typeof error };
  return {
    error_type: error.name,
    error_message: error.message.slice(0, 300),
    stack: error.stack?.split('\n').slice(1, 4).join(' | '),
  };
}
