import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { signingOf } from '@shared/adapters/aws-json.js';
import { sesMailer } from '@shared/adapters/ses/mailer.js';
import type { AppConfig } from '@shared/config.js';
import type { Mailer } from '@shared/domain/email/mailer.js';

/**
 * SES through the deployment's configuration set, for the delivery functions that send (e-mail attempts, SES
 * feedback), signed with the DynamoDB client's credentials and region.
 */
export const sesDeliveryMailer = (config: AppConfig): Mailer =>
  sesMailer(signingOf(dynamoDocumentClient()), config.sesConfigurationSet);
