/**
 * Plans are configuration in one place: the defaults below, with the deployment's limits over them
 * (`AppConfig.planLimits`, from the PLAN_LIMITS environment variable, e.g. `{"free":{"monthly_submissions":500}}`).
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

/** A deployment's limits per plan, over the defaults (snake_case, as the deployer writes them). */
export type PlanLimits = Partial<Record<PlanName, { monthly_submissions?: number | null; retention_days?: number }>>;

/** The plan of that name (unknown names are `free`) with the deployment's limits applied. */
export function planFor(name: string, limits: PlanLimits = {}): Plan {
  const base = DEFAULT_PLANS[PLAN_NAMES.find((plan) => plan === name) ?? 'free'];
  const override = limits[base.name];
  if (!override) return base;
  return {
    ...base,
    monthlySubmissions:
      override.monthly_submissions !== undefined ? override.monthly_submissions : base.monthlySubmissions,
    retentionDays: override.retention_days ?? base.retentionDays,
  };
}

/** Looks up a tenant's plan: the ports of every use case that applies a plan carry one. */
export type PlanCatalog = (name: string) => Plan;

export const planCatalog =
  (limits: PlanLimits = {}): PlanCatalog =>
  (name) =>
    planFor(name, limits);
