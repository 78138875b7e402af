import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface LogQuerySources {
  /** Saved queries are listed under this folder in the Logs Insights console (`Formbase-dev/…`). */
  readonly folder: string;
  /** Log groups of the functions a submission passes through, request/message lines of every service. */
  readonly functionLogs: readonly logs.ILogGroup[];
  /** Log groups of the delivery attempts, one per channel (a line per try that was not a plain success). */
  readonly attemptLogs: readonly logs.ILogGroup[];
  /** The HTTP API access log. */
  readonly accessLogs: logs.ILogGroup;
}

/**
 * The Logs Insights queries for the questions asked most during an incident, saved in the account so that nobody
 * has to remember field names. Placeholders in capitals (`SUBMISSION_ID`) are replaced before running.
 */
export const SAVED_QUERIES: Record<
  'submissionPath' | 'failingDeliveries' | 'slowestRequests',
  { readonly name: string; readonly description: string; readonly query: logs.QueryStringProps }
> = {
  submissionPath: {
    name: 'submission-path',
    description:
      'The form post of one submission, then each fan-out or delivery try of it that was not a plain success ' +
      '(retried, failed, dropped, skipped, dead); its successful tries are in its deliveries',
    query: {
      fields: ['@timestamp', '@log', 'message', 'status', 'consumer', 'outcome', 'target_key', 'result', 'ms'],
      filterStatements: ['submission_id = "SUBMISSION_ID"'],
      sort: '@timestamp asc',
    },
  },
  failingDeliveries: {
    name: 'failing-deliveries-by-target',
    description: 'Failed delivery tries per target (webhook, e-mail or integration), most failures first',
    query: {
      filterStatements: ['message = "message" and result = "failed"'],
      statsStatements: ['count(*) as failures, max(status_code) as last_status by target_key'],
      sort: 'failures desc',
      limit: 50,
    },
  },
  slowestRequests: {
    name: 'slowest-requests',
    description: 'The 50 slowest API and form requests, with their route and status',
    query: {
      fields: ['@timestamp', 'routeKey', 'status', 'latencyMs', 'integrationLatencyMs', 'requestId'],
      sort: 'latencyMs desc',
      limit: 50,
    },
  },
};

export class SavedLogQueries extends Construct {
  readonly definitions: logs.QueryDefinition[];

  constructor(scope: Construct, id: string, sources: LogQuerySources) {
    super(scope, id);
    const groups = {
      submissionPath: sources.functionLogs,
      failingDeliveries: sources.attemptLogs,
      slowestRequests: [sources.accessLogs],
    } satisfies Record<keyof typeof SAVED_QUERIES, readonly logs.ILogGroup[]>;
    this.definitions = (Object.keys(SAVED_QUERIES) as (keyof typeof SAVED_QUERIES)[]).map((key) => {
      const { name, query } = SAVED_QUERIES[key];
      return new logs.QueryDefinition(this, name, {
        queryDefinitionName: `${sources.folder}/${name}`,
        logGroups: [...groups[key]],
        queryString: new logs.QueryString(query),
      });
    });
  }
}
