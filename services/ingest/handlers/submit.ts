import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { createIngestHandler } from '../app.js';
import { ingestDepsFromEnv } from '../deps.js';

let instance: ReturnType<typeof createIngestHandler> | undefined;

/** Lambda entry point of `POST /f/{public_slug}` (and its preflight). */
export const handler = (event: APIGatewayProxyEventV2, context: Context) =>
  (instance ??= createIngestHandler(ingestDepsFromEnv()))(event, context);
