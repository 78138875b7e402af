import type { TargetProvider } from '@shared/domain/delivery/targets.js';
import type { ProviderParts } from '../deps.js';
import { autoresponderProvider } from './autoresponder.js';
import { ownerEmailProvider } from './owner-email.js';

/** The e-mail channel's providers (`DeliveryParts.targets`): owner notifications and autoresponders. */
export const emailTargets = (parts: ProviderParts): TargetProvider[] => [
  ownerEmailProvider(parts.email),
  autoresponderProvider(parts.email),
];
