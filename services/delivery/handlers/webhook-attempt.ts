import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { deliveryDeps, type DeliveryOverrides } from '../deps.js';
import { webhookTargets } from '../targets/webhook.js';
import { createAttemptHandler } from './attempt.js';

/** Webhook delivery attempts: signed POSTs through the vetted outbound client; no SES, KMS or SSM. */
export const create = (runtime: FunctionRuntime, overrides?: DeliveryOverrides) =>
  createAttemptHandler(deliveryDeps(runtime, overrides, { targets: [webhookTargets] }), 'webhook');

/** Lambda entry point. */
export const handler = lambdaEntry(create);
