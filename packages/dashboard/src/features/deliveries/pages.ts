export { Webhooks } from './Webhooks';
export { WebhookLog, IntegrationLog } from './DeliveryLog';
export { Integrations } from './Integrations';
export { Autoresponder } from './Autoresponder';
export { Suppression } from './Suppression';
