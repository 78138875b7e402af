import { campaignMemoryStore } from '@shared/adapters/dynamo/campaign-memory.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { submissionStore } from '@shared/adapters/dynamo/submissions.js';
import { timelineStore } from '@shared/adapters/dynamo/timeline.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { apiFunction } from '../app.js';
import { bucketPorts, eventsPort } from '../deps.js';
import { dataRequestRoutes } from '../routes/data-requests.js';
import { submissionDeliveryRoutes } from '../routes/submission-deliveries.js';
import { submissionFileRoutes } from '../routes/submission-files.js';
import { submissionRoutes } from '../routes/submissions.js';

const build = (runtime: FunctionRuntime) => {
  const { table } = runtime;
  return {
    stores: {
      forms: formStore(table),
      submissions: submissionStore(table),
      timeline: timelineStore(table),
      campaigns: campaignMemoryStore(table),
    },
    events: eventsPort(runtime),
    ...bucketPorts(runtime),
  };
};

/**
 * Submissions and what the management API sends for them to the events queue and the bucket: their files (signed
 * links and deletes), their delivery timeline, and a data subject's erasure.
 */
export const { create, handler, routes } = apiFunction(build, (deps) => [
  ...submissionRoutes(deps),
  ...submissionFileRoutes(deps),
  ...submissionDeliveryRoutes(deps),
  ...dataRequestRoutes(deps),
]);
