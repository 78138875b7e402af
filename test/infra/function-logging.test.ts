import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES } from '@shared/infra/functions.js';
import { serviceMetrics } from '@shared/observability/metrics.js';
import { SUBMISSION_METRICS } from '@shared/observability/metric-catalog.js';
import { logicalIdOf, synthesize } from './synth.js';

/**
 * Lambda's logging configuration as the synthesized template gives it to each function: JSON lines, Lambda's own
 * START/END/REPORT lines left out by default (`-c systemLogLevel=INFO` brings them back), and an application filter
 * that never drops a line the functions print at their configured level, EMF metric lines included.
 */
type LoggingConfig = { LogFormat?: string; ApplicationLogLevel?: string; SystemLogLevel?: string; LogGroup?: unknown };
type Resources = Record<string, { Properties: { LoggingConfig?: LoggingConfig } }>;

const loggingOf = (context: Record<string, string>) => {
  const app = synthesize(context);
  const resources = app.statelessTemplate.toJSON().Resources as Resources;
  return FUNCTION_NAMES.map((name) => ({
    name,
    logging: resources[logicalIdOf(app.stateless.functions[name])]!.Properties.LoggingConfig ?? {},
  }));
};

/** Lambda files a JSON line without a valid `level` as INFO (its log-level filtering rules). */
const levelLambdaFiles = (line: string) => {
  const level = (JSON.parse(line) as { level?: unknown }).level;
  return typeof level === 'string' && ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'FATAL'].includes(level.toUpperCase())
    ? level.toUpperCase()
    : 'INFO';
};
const ORDER = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'FATAL'];
const passes = (lineLevel: string, filter: string) => ORDER.indexOf(lineLevel) >= ORDER.indexOf(filter);

describe("every function's Lambda logging configuration", () => {
  it('by default: JSON, no START/END/REPORT lines, INFO and above from the code', () => {
    for (const { name, logging } of loggingOf({})) {
      expect(logging, name).toMatchObject({ LogFormat: 'JSON', SystemLogLevel: 'WARN', ApplicationLogLevel: 'INFO' });
      expect(logging.LogGroup, `${name} keeps its own log group`).toBeDefined();
    }
  });

  it("brings Lambda's own lines back with -c systemLogLevel, and lets DEBUG lines through when asked for", () => {
    for (const { name, logging } of loggingOf({ systemLogLevel: 'info', logLevel: 'DEBUG' }))
      expect(logging, name).toMatchObject({ SystemLogLevel: 'INFO', ApplicationLogLevel: 'DEBUG' });
    for (const { name, logging } of loggingOf({ debugSampleRate: '0.05' }))
      expect(logging.ApplicationLogLevel, `${name}: sampled invocations print DEBUG lines`).toBe('DEBUG');
  });

  it('keeps the business metrics when the functions log at WARN only (EMF lines carry no level)', () => {
    const printed: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    const previous = process.env.POWERTOOLS_METRICS_DISABLED;
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    process.stdout.write = ((chunk: string) => (printed.push(chunk), true)) as typeof process.stdout.write;
    try {
      const metrics = serviceMetrics('ingest');
      metrics.count(SUBMISSION_METRICS.accepted);
      metrics.flush();
    } finally {
      process.stdout.write = write;
      if (previous === undefined) delete process.env.POWERTOOLS_METRICS_DISABLED;
      else process.env.POWERTOOLS_METRICS_DISABLED = previous;
    }
    const emf = printed.join('').trim();
    expect(emf).toContain('"_aws"');
    for (const { name, logging } of loggingOf({ logLevel: 'WARN' }))
      expect(passes(levelLambdaFiles(emf), logging.ApplicationLogLevel!), name).toBe(true);
  });

  it('refuses a system log level Lambda does not have', () => {
    expect(() => synthesize({ systemLogLevel: 'ERROR' })).toThrow(/systemLogLevel/);
  });
});
