/** Spec §4: why a team-building request is canceled. Labels: `team-building:cancel_reasons.<code>`. */
export const TEAM_BUILDING_CANCEL_REASONS = ['personal_issue_or_illness', 'no_longer_relevant', 'professional_constraint', 'wrong_dates'] as const;
export type TeamBuildingCancelReason = (typeof TEAM_BUILDING_CANCEL_REASONS)[number];
