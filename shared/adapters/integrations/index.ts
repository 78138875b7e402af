import type { IntegrationType } from '@shared/domain/integrations/types.js';
import { activeCampaignDriver } from './activecampaign.js';
import { discordDriver } from './discord.js';
import type { IntegrationDriver } from './http.js';
import { basinDriver, formspreeDriver, web3formsDriver } from './forwarding.js';
import { mailchimpDriver } from './mailchimp.js';
import { sheetsDriver } from './sheets.js';
import { slackDriver } from './slack.js';

/** The provider behind each integration type. */
export const INTEGRATION_DRIVERS: Record<IntegrationType, IntegrationDriver> = {
  chat_a: slackDriver,
  chat_b: discordDriver,
  spreadsheet: sheetsDriver,
  crm: activeCampaignDriver,
  newsletter: mailchimpDriver,
  forward_a: formspreeDriver,
  forward_b: web3formsDriver,
  forward_c: basinDriver,
};
