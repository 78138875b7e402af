import { sesClient } from '@shared/adapters/aws-clients.js';
import { sesMailer } from '@shared/adapters/ses/mailer.js';
import type { AppConfig } from '@shared/config.js';
import type { Mailer } from '@shared/domain/email/mailer.js';

/** SES through the deployment's configuration set, for the delivery functions that send (attempts, SES feedback). */
export const sesDeliveryMailer = (config: AppConfig): Mailer => sesMailer(sesClient(), config.sesConfigurationSet);
