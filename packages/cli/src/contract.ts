/**
 * The service's own contract code the command line reuses, so the forms file is validated and normalized exactly as
 * the API does it (one definition of each entity). Relative imports: the CLI runs from any working directory.
 */
export {
  COMPARED_FORM_FIELDS,
  CreateFormRequestSchema,
  ExternalKeySchema,
  FORMS_FILE_FIELDS,
  UpdateFormRequestSchema,
  type FormsFileField,
} from '../../../shared/domain/schemas/forms.js';
export { withMeta } from '../../../shared/domain/schemas/meta.js';
export { FormSettingsUpdateSchema } from '../../../shared/domain/schemas/form-settings.js';
export { CreateWebhookRequestSchema } from '../../../shared/domain/schemas/webhooks.js';
export {
  AddBlockedDomainRequestSchema,
  AddBlockedIpRequestSchema,
  SetCaptchaRequestSchema,
  SetEmailHygieneRequestSchema,
} from '../../../shared/domain/schemas/spam-protection.js';
export {
  mergeSettings,
  resolveSettings,
  type FormSettings,
  type SettingsPatch,
} from '../../../shared/domain/form-settings.js';
export { normalizeDomain } from '../../../shared/domain/spam/domains.js';
export { parseNetwork } from '../../../shared/domain/spam/networks.js';
export { DEFAULT_MIN_SCORE } from '../../../shared/domain/spam/captcha.js';
