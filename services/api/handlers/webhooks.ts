import { deliveryStore } from '@shared/adapters/dynamo/deliveries.js';
import { deliveryReplayStore } from '@shared/adapters/dynamo/delivery-replays.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { submissionStore } from '@shared/adapters/dynamo/submissions.js';
import { timelineStore } from '@shared/adapters/dynamo/timeline.js';
import { webhookStore } from '@shared/adapters/dynamo/webhooks.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { apiFunction } from '../app.js';
import { deliveryQueuePort, outboundPort } from '../deps.js';
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
    },
    deliveryQueue: deliveryQueuePort(runtime),
    outbound: outboundPort(runtime),
  };
};

/** Webhook endpoints: a form's webhooks, their test sends, deliveries, redeliveries and replays (the delivery queue). */
export const { create, handler, routes } = apiFunction(build, (deps) => webhookRoutes(deps));
