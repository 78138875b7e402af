import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { createExportsHandler } from '../app.js';
import { exportsDepsFromEnv } from '../deps.js';

let instance: ReturnType<typeof createExportsHandler> | undefined;

/** Lambda entry point of `GET /v1/forms/{id}/data-requests/export`. */
export const handler = (event: APIGatewayProxyEventV2, context: Context) =>
  (instance ??= createExportsHandler(exportsDepsFromEnv()))(event, context);
