/** Why an application is canceled; `other` needs a free text (spec §4, §5). Labels: `engagements:cancel_reasons.<code>`. */
export const ENGAGEMENT_CANCEL_REASONS = [
  'not_available',
  'personal_reason',
  'professional_constraint',
  'mission_not_suitable',
  'no_answer_from_association',
  'canceled_by_association',
  'expired',
  'other',
] as const;
export type EngagementCancelReason = (typeof ENGAGEMENT_CANCEL_REASONS)[number];

/** The reason the system gives when a pending application expires after 30 days. */
export const AUTO_EXPIRY_REASON: EngagementCancelReason = 'expired';
