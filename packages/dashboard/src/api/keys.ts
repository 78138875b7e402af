/**
 * One query-key factory per resource: every key starts with the resource name, so invalidating `forms.all` refreshes
 * every form query and `submissions.inbox(formId)` every tab of one inbox.
 */
export const meKeys = { all: ['me'] as const };
export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
  passkeys: ['account', 'passkeys'] as const,
};
export const formKeys = {
  all: ['forms'] as const,
  list: () => [...formKeys.all, 'list'] as const,
  detail: (id: string) => [...formKeys.all, 'detail', id] as const,
  keys: (id: string) => [...formKeys.all, 'detail', id, 'form-keys'] as const,
};
export const submissionKeys = {
  all: ['submissions'] as const,
  inbox: (formId: string) => [...submissionKeys.all, formId] as const,
  list: (formId: string, status: string) => [...submissionKeys.inbox(formId), 'list', status] as const,
  counts: (formId: string) => [...submissionKeys.inbox(formId), 'counts'] as const,
  detail: (formId: string, id: string) => [...submissionKeys.inbox(formId), 'detail', id] as const,
};
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (formId: string) => [...webhookKeys.all, 'list', formId] as const,
  deliveries: (webhookId: string, status: string) => [...webhookKeys.all, 'deliveries', webhookId, status] as const,
  delivery: (webhookId: string, id: string) => [...webhookKeys.all, 'delivery', webhookId, id] as const,
};
export const integrationKeys = {
  all: ['integrations'] as const,
  list: (formId: string) => [...integrationKeys.all, 'list', formId] as const,
  deliveries: (id: string) => [...integrationKeys.all, 'deliveries', id] as const,
  delivery: (id: string, deliveryId: string) => [...integrationKeys.all, 'delivery', id, deliveryId] as const,
};
export const autoresponderKeys = { detail: (formId: string) => ['autoresponder', formId] as const };
export const suppressionKeys = { list: ['suppression'] as const };
export const spamKeys = {
  all: (formId: string) => ['spam', formId] as const,
  domains: (formId: string) => ['spam', formId, 'domains'] as const,
  ips: (formId: string) => ['spam', formId, 'ips'] as const,
  captcha: (formId: string) => ['spam', formId, 'captcha'] as const,
  hygiene: (formId: string) => ['spam', formId, 'hygiene'] as const,
};
export const analyticsKeys = {
  form: (formId: string, period: string, timeZone: string) => ['analytics', formId, period, timeZone] as const,
  usage: ['analytics', 'usage'] as const,
  formUsage: (month: string) => ['analytics', 'usage', 'forms', month] as const,
};
export const organizationKeys = {
  all: ['organization'] as const,
  detail: ['organization', 'detail'] as const,
  members: ['organization', 'members'] as const,
  invitations: ['organization', 'invitations'] as const,
  apiKeys: ['organization', 'api-keys'] as const,
  audit: ['organization', 'audit'] as const,
};
