import { campaignMemoryStore } from '@shared/adapters/dynamo/campaign-memory.js';
import { deliveryStore } from '@shared/adapters/dynamo/deliveries.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { submissionStore } from '@shared/adapters/dynamo/submissions.js';
import { timelineStore } from '@shared/adapters/dynamo/timeline.js';
import { deliveryReplayStore } from '@shared/adapters/dynamo/delivery-replays.js';
import { webhookStore } from '@shared/adapters/dynamo/webhooks.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { apiFunction } from '../app.js';
import { bucketPorts, deliveryQueuePort, eventsPort, outboundPort } from '../deps.js';
import { dataRequestRoutes } from '../routes/data-requests.js';
import { submissionDeliveryRoutes } from '../routes/submission-deliveries.js';
import { submissionFileRoutes } from '../routes/submission-files.js';
import { submissionRoutes } from '../routes/submissions.js';
import { webhookRoutes } from '../routes/webhooks.js';

const build = (runtime: FunctionRuntime) => {
  const { table } = runtime;
  return {
    stores: {
      forms: formStore(table),
      submissions: submissionStore(table),
      webhooks: webhookStore(table),
      deliveries: deliveryStore(table),
      timeline: timelineStore(table),
      deliveryReplays: deliveryReplayStore(table),
      campaigns: campaignMemoryStore(table),
    },
    events: eventsPort(runtime),
    ...bucketPorts(runtime),
    deliveryQueue: deliveryQueuePort(runtime),
    outbound: outboundPort(runtime),
  };
};

/**
 * What the management API sends to the queues and the bucket: submissions (events), their files (signed links and
 * deletes) and a data subject's erasure; webhooks, their test sends and deliveries (the delivery queue).
 */
export const { create, handler, routes } = apiFunction(build, (deps) => [
  ...submissionRoutes(deps),
  ...submissionFileRoutes(deps),
  ...submissionDeliveryRoutes(deps),
  ...dataRequestRoutes(deps),
  ...webhookRoutes(deps),
]);
