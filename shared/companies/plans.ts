/** Spec §1: company plans; a company holds one or several of them (their combinations). */
export const PLANS = ['custom', 'intermission', 'mobilisation', 'solidarite'] as const;
export type Plan = (typeof PLANS)[number];

/** Company features gated by the three feature lists (spec §3 Company, §6 'Feature gating'). */
export const FEATURES = [
  'missions',
  'credits',
  'manager_validation',
  'quests',
  'challenges',
  'programs',
  'highlights',
  'project_calls',
  'team_building',
  'tax_exemption',
  'intermission',
  'self_registration',
] as const;
export type Feature = (typeof FEATURES)[number];

/**
 * What the provider sells with each plan, unless the company has its own list for that plan
 * (`company_allowed_features`, "{product}_allowed_features", set by the platform's admins): `custom` is everything.
 */
export const PLAN_FEATURES: Record<Plan, readonly Feature[]> = {
  custom: FEATURES,
  intermission: ['missions', 'credits', 'manager_validation', 'intermission', 'tax_exemption', 'self_registration'],
  mobilisation: ['missions', 'credits', 'manager_validation', 'quests', 'challenges', 'programs', 'highlights', 'team_building', 'self_registration'],
  solidarite: ['missions', 'credits', 'manager_validation', 'programs', 'highlights', 'project_calls', 'tax_exemption', 'self_registration'],
};
