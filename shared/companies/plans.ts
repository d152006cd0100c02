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
