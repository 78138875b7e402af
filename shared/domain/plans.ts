/**
 * Plans are configuration in one place. A deployer overrides limits with the PLAN_LIMITS environment
 * variable, a JSON object such as `{"free":{"monthly_submissions":500}}`.
 */
export const PLAN_NAMES = ['free', 'pro', 'team', 'enterprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export interface Plan {
  name: PlanName;
  /** Submissions per calendar month (UTC); null is unlimited. */
  monthlySubmissions: number | null;
  retentionDays: number;
}

const DEFAULT_PLANS: Record<PlanName, Plan> = {
  free: { name: 'free', monthlySubmissions: 250, retentionDays: 30 },
  pro: { name: 'pro', monthlySubmissions: 10_000, retentionDays: 365 },
  team: { name: 'team', monthlySubmissions: 50_000, retentionDays: 365 },
  enterprise: { name: 'enterprise', monthlySubmissions: null, retentionDays: 365 },
};

export function planFor(name: string, overridesJson: string | undefined = process.env.PLAN_LIMITS): Plan {
  const base = DEFAULT_PLANS[PLAN_NAMES.find((plan) => plan === name) ?? 'free'];
  if (!overridesJson) return base;
  const override = (
    JSON.parse(overridesJson) as Record<string, { monthly_submissions?: number | null; retention_days?: number }>
  )[base.name];
  return {
    ...base,
    monthlySubmissions:
      override?.monthly_submissions !== undefined ? override.monthly_submissions : base.monthlySubmissions,
    retentionDays: override?.retention_days ?? base.retentionDays,
  };
}
