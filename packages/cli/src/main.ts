import { parseArgs } from 'node:util';
import { createFormbaseClient, isFormbaseError, type FormbaseClient } from '@formbase/client';
import { resolveCredentials } from './config.js';
import { CliError, EXIT } from './errors.js';
import { createOutput, type Streams } from './output.js';

export const USAGE = `formbase: forms as code and submissions from the command line

Usage:
  formbase login --base-url <url> [--api-key <key>]   key also from FORMBASE_API_KEY or stdin
  formbase forms list
  formbase submissions list --form <id|external_key> [filters] [--limit <n>]
  formbase submissions export --form <id|external_key> [filters] [--format csv|json|ndjson] [--output <file>]
                                                      the service's export (CSV by default), downloaded
  formbase submissions deliveries <submission-id> --form <id|external_key>
                                                      everything the submission caused to be sent, oldest first
                                                      (e-mails, webhook and integration tries, redeliveries)
  formbase replay --webhook <id>|--integration <id> --since <time> [--until <time>] [--only failed|dead]
                                                      send every failed or dead delivery of one endpoint in the
                                                      range again (each with its original webhook-id)
  formbase replay show <replay-id> --webhook <id>|--integration <id>
  formbase listen --form <id|external_key> --forward-to <url> [--since <time>] [--secret <whsec_…>] [--count <n>]
                                                      forward the form's new submissions to a local endpoint as
                                                      signed webhook requests (polls the API; nothing is exposed)
  formbase plan <forms.yaml|forms.json> [--prune] [--detailed-exitcode]
  formbase apply <forms.yaml|forms.json> [--prune]
  formbase pull [--output <forms.yaml|forms.json>]
  formbase schema                                     JSON Schema of the forms file
  formbase mcp                                        MCP server for AI assistants over stdio (the configured key)
  formbase mcp --http [--port <n>] [--host <h>] [--export-dir <dir>]
                                                      over Streamable HTTP at /mcp (default 127.0.0.1:3939; each
                                                      request's bearer is its API key; CSV exports into <dir> only)

Options: --json (machine-readable output), --base-url, --api-key (else FORMBASE_URL, FORMBASE_API_KEY, then login).
Filters (all combine): --status <s>, --search <text> (in any field value or the submitter e-mail, any case),
--starred, --has-files, --from <date|time>, --to <date|time> (created before), --field <name>=<value>.
Times for --since/--until: a date, a date-time, or a span back from now (30m, 6h, 2d).
Status values: all, inbox (received and verified), received, spam, verified, archived, trash.
Exit codes: 0 done, 1 the service refused or could not be reached, 2 usage, 3 invalid forms file (nothing changed),
4 plan has changes (with --detailed-exitcode).`;

const OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  form: { type: 'string' },
  status: { type: 'string' },
  search: { type: 'string' },
  starred: { type: 'boolean' },
  'has-files': { type: 'boolean' },
  from: { type: 'string' },
  to: { type: 'string' },
  field: { type: 'string' },
  limit: { type: 'string' },
  output: { type: 'string', short: 'o' },
  format: { type: 'string' },
  prune: { type: 'boolean' },
  'detailed-exitcode': { type: 'boolean' },
  http: { type: 'boolean' },
  port: { type: 'string' },
  host: { type: 'string' },
  'export-dir': { type: 'string' },
  webhook: { type: 'string' },
  integration: { type: 'string' },
  since: { type: 'string' },
  until: { type: 'string' },
  only: { type: 'string' },
  'forward-to': { type: 'string' },
  secret: { type: 'string' },
  count: { type: 'string' },
} as const;

export interface MainContext extends Streams {
  env?: NodeJS.ProcessEnv;
  readStdin?: () => Promise<string>;
}

const readStdin = async (): Promise<string> => {
  if (process.stdin.isTTY) return '';
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
};

/**
 * Each command's module, loaded when its command runs: a command starts with only what it uses (the MCP server,
 * the forms-file schemas and YAML cost most of a second to load for every other command).
 */
const commands = {
  account: () => import('./commands/account.js'),
  forms: () => import('./commands/forms.js'),
  listen: () => import('./commands/listen.js'),
  mcp: () => import('./commands/mcp.js'),
  formsAsCode: () => import('./commands/forms-as-code.js'),
  deliveries: () => import('./commands/deliveries.js'),
  submissions: () => import('./commands/submissions.js'),
};

/** Runs one command line; returns the exit code. */
export async function main(
  argv: string[],
  context: MainContext = { stdout: process.stdout, stderr: process.stderr },
): Promise<number> {
  let json = argv.includes('--json');
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    json = values.json === true;
    const out = createOutput(json, context);
    const [command, sub, ...rest] = positionals;
    if (values.help || command === undefined || command === 'help') {
      context.stdout.write(`${USAGE}\n`);
      return command === undefined && !values.help ? EXIT.usage : EXIT.ok;
    }
    const client = (): FormbaseClient => {
      const credentials = resolveCredentials({ baseUrl: values['base-url'], apiKey: values['api-key'] });
      return createFormbaseClient({
        ...credentials,
        retry: { onRetry: ({ delaySeconds }) => out.progress(`rate limited; retrying in ${delaySeconds}s…`) },
      });
    };
    const noMore = (args: (string | undefined)[]) => {
      const extra = args.filter((a) => a !== undefined);
      if (extra.length) throw new CliError(`unexpected argument: ${extra.join(' ')}`, EXIT.usage);
    };
    switch (`${command} ${sub ?? ''}`.trim()) {
      case 'login':
        await (
          await commands.account()
        ).login({ baseUrl: values['base-url'], apiKey: values['api-key'], stdin: context.readStdin ?? readStdin }, out);
        return EXIT.ok;
      case 'forms list':
        noMore(rest);
        await (await commands.forms()).formsList(client(), out);
        return EXIT.ok;
      case 'submissions list':
        noMore(rest);
        await (await commands.submissions()).submissionsList(client(), values, out);
        return EXIT.ok;
      case 'submissions export':
        noMore(rest);
        await (await commands.submissions()).submissionsExport(client(), values, out, context.stdout);
        return EXIT.ok;
      case 'submissions deliveries': {
        const [submission, ...extra] = rest;
        noMore(extra);
        await (await commands.deliveries()).submissionDeliveries(client(), { form: values.form, submission }, out);
        return EXIT.ok;
      }
      case 'replay':
        await (await commands.deliveries()).replayStart(client(), values, out);
        return EXIT.ok;
      case 'replay show': {
        const [replay, ...extra] = rest;
        noMore(extra);
        await (await commands.deliveries()).replayShow(client(), { ...values, replay }, out);
        return EXIT.ok;
      }
      case 'listen':
        noMore([sub, ...rest]);
        await (await commands.listen()).listen(client(), { ...values, env: context.env ?? process.env }, out, context);
        return EXIT.ok;
      case 'mcp':
        noMore([sub, ...rest]);
        await (
          await commands.mcp()
        ).mcp(
          {
            baseUrl: values['base-url'],
            apiKey: values['api-key'],
            http: values.http,
            port: values.port,
            host: values.host,
            exportDir: values['export-dir'],
          },
          context.stderr,
        );
        return EXIT.ok;
      case 'schema':
        noMore(rest);
        context.stdout.write(`${(await commands.formsAsCode()).schema()}\n`);
        return EXIT.ok;
      case 'pull':
        noMore([sub, ...rest]);
        await (await commands.formsAsCode()).pull(client(), { output: values.output }, out, context.stdout);
        return EXIT.ok;
      default:
        if (command === 'plan' || command === 'apply') {
          if (!sub) throw new CliError(`${command} needs a forms file (forms.yaml or forms.json)`, EXIT.usage);
          noMore(rest);
          const options = { file: sub, prune: values.prune === true, env: context.env ?? process.env };
          const { apply, plan } = await commands.formsAsCode();
          if (command === 'apply') {
            await apply(client(), options, out);
            return EXIT.ok;
          }
          const changes = await plan(client(), options, out);
          return values['detailed-exitcode'] && changes > 0 ? EXIT.changesPending : EXIT.ok;
        }
        throw new CliError(`unknown command: ${positionals.join(' ')}\n\n${USAGE}`, EXIT.usage);
    }
  } catch (error) {
    return report(error, json, context);
  }
}

function report(error: unknown, json: boolean, context: Streams): number {
  let exitCode: number = EXIT.failed;
  let body: Record<string, unknown>;
  if (error instanceof CliError) {
    exitCode = error.exitCode;
    body = { code: exitCode === EXIT.invalidFile ? 'invalid_file' : 'cli_error', message: error.message };
  } else if (isFormbaseError(error)) {
    body = { code: error.code, message: error.message, status: error.status, field: error.field };
  } else if (String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) {
    exitCode = EXIT.usage;
    body = { code: 'usage', message: (error as Error).message };
  } else {
    body = { code: 'internal', message: String((error as Error)?.stack ?? error) };
  }
  if (json) context.stdout.write(`${JSON.stringify({ error: body }, null, 2)}\n`);
  const prefix = isFormbaseError(error) ? `${error.status} ${error.code}: ` : '';
  context.stderr.write(`error: ${prefix}${String(body.message)}\n`);
  return exitCode;
}
