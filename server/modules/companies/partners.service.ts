import type { PartnerAssociationCard, PartnerAssociationList, PartnerAssociationPage, PartnerSearchQuery } from '../../../shared/companies/partner-associations.schema';
import { PARTNER_SEARCH_LIMIT } from '../../../shared/companies/partner-associations.schema';
import { AppError } from '../../../shared/errors';
import { fullName } from '../../../shared/users/me';
import type { Sql } from '../../db/connect';
import * as q from './partners.sql';

const toCard = ({ id: _id, description: _description, ...card }: q.PartnerCardRow): PartnerAssociationCard => card;

/** `/entreprise/{slug}/associations`: the company's partner associations (the route checked canManageCompany). */
export async function listPartnerAssociations(sql: Sql, companyId: number): Promise<PartnerAssociationList> {
  return { associations: (await q.listPartners(sql, companyId)).map(toCard) };
}

/** `?bar_tab=search`: associations of the platform, each saying whether it is already a partner. */
export async function searchPartnerCandidates(sql: Sql, companyId: number, query: PartnerSearchQuery): Promise<PartnerAssociationList> {
  return { associations: (await q.searchAssociations(sql, companyId, { ...query, limit: PARTNER_SEARCH_LIMIT })).map(toCard) };
}

/** Adds or removes a partner, in one transaction; adding twice or removing a non-partner changes nothing. */
export function setPartnership(sql: Sql, companyId: number, associationSlug: string, partner: boolean): Promise<PartnerAssociationCard> {
  return sql.begin(async (tx) => {
    const found = await q.findAssociationCard(tx, companyId, associationSlug);
    if (!found) throw new AppError('NOT_FOUND');
    if (partner) await q.insertPartner(tx, companyId, found.id);
    else await q.deletePartner(tx, companyId, found.id);
    return toCard({ ...found, isPartner: partner });
  });
}

/** `/entreprise/{slug}/associations/{associationSlug}`: presentation, label, missions and the company's applications to it. */
export async function getPartnerAssociationPage(sql: Sql, companyId: number, associationSlug: string): Promise<PartnerAssociationPage> {
  const found = await q.findAssociationCard(sql, companyId, associationSlug);
  if (!found) throw new AppError('NOT_FOUND');
  const [missions, applications] = await Promise.all([q.listPublishedMissions(sql, companyId, found.id), q.listCompanyApplications(sql, companyId, found.id)]);
  return {
    association: { ...toCard(found), description: found.description },
    missions,
    applications: applications.map((row) => ({
      engagementId: row.engagementId,
      employeeName: fullName(row.firstName, row.lastName, row.email),
      missionTitle: row.missionTitle,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
