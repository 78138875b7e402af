import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';

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

/**
 * Powertools Logger: JSON lines with `level`, `message`, `timestamp`, `service` (`POWERTOOLS_SERVICE_NAME`, set per
 * function by the stack), the Lambda context when a handler adds it, and our fields. The level comes from
 * `POWERTOOLS_LOG_LEVEL` (default INFO) and `POWERTOOLS_LOGGER_SAMPLE_RATE` turns debug lines on for that share of
 * invocations.
 */
export function powertoolsLogger(serviceName?: string): Logger {
  const logger = new PowertoolsLogger(serviceName ? { serviceName } : {});
  return {
    debug: (message, fields) => logger.debug(message, fields ?? {}),
    info: (message, fields) => logger.info(message, fields ?? {}),
    error: (message, fields) => logger.error(message, fields ?? {}),
    appendKeys: (fields) => logger.appendKeys(fields),
    resetKeys: () => logger.resetKeys(),
  };
}

export const jsonLogger: Logger = powertoolsLogger();

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
