import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { deliveryDeps, type DeliveryOverrides } from '../deps.js';
import { sesDeliveryMailer } from '../ses.js';
import { emailTargets } from '../targets/email.js';
import { createAttemptHandler } from './attempt.js';

/** E-mail delivery attempts (owner notifications, autoresponders) through SES. */
export const create = (runtime: FunctionRuntime, overrides?: DeliveryOverrides) =>
  createAttemptHandler(
    deliveryDeps(runtime, overrides, { targets: [emailTargets], mailer: sesDeliveryMailer }),
    'email',
  );

/** Lambda entry point. */
export const handler = lambdaEntry(create);
