import * as z from 'zod/mini';
import type { CertificationLabel } from '../associations/certification-labels';
import type { EngagementState } from '../engagements/engagement.machine';
import type { Thematic } from '../missions/taxonomy';
import { THEMATICS } from '../missions/taxonomy';
import { msg } from '../validation/messages';

/**
 * The company's partner associations (`/entreprise/{slug}/associations`, `?bar_tab=search`,
 * `/entreprise/{slug}/associations/{associationSlug}`): `company_partner_associations`, read and changed by the
 * company's admins. Missions restricted to partner companies read the same rows (server/modules/missions).
 */
export const PARTNER_SEARCH_TEXT_MAX = 100;
export const PARTNER_SEARCH_LIMIT = 50;

const searchText = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(PARTNER_SEARCH_TEXT_MAX, msg('too_long', { max: PARTNER_SEARCH_TEXT_MAX })))),
  z.transform((value) => value || undefined),
);

/** `GET /companies/{slug}/partner-associations/search`: associations of the platform by name, city and thematic. */
export const partnerSearchQuerySchema = z.object({
  q: searchText,
  city: searchText,
  thematic: z.optional(z.enum(THEMATICS, msg('choose_from_list'))),
});
export type PartnerSearchQuery = z.infer<typeof partnerSearchQuerySchema>;

/** An association as the company's lists show it (the certified badge is shown in the company's context, spec §6). */
export interface PartnerAssociationCard {
  slug: string;
  name: string;
  logo: string | null;
  certifiedLabel: CertificationLabel | null;
  /** Thematics of its published missions. */
  thematics: Thematic[];
  /** Its published missions. */
  missions: number;
  /** Cities of its published missions. */
  cities: string[];
  isPartner: boolean;
}

export interface PartnerAssociationList {
  associations: PartnerAssociationCard[];
}

/** `GET /companies/{slug}/partner-associations/{associationSlug}`: the association's page for the company. */
export interface PartnerAssociationPage {
  association: PartnerAssociationCard & { description: string | null };
  missions: Array<{ id: number; title: string; city: string | null; isRemote: boolean; thematics: Thematic[] }>;
  /** The company's employees' applications to its missions, newest first. */
  applications: Array<{ engagementId: string; employeeName: string; missionTitle: string; state: EngagementState; createdAt: string }>;
}
