import type { Auth } from '../auth/auth';
import type { Sql } from '../db/connect';
import { DEMO_ASSOCIATIONS, DEMO_COMPANIES, DEMO_HOLDINGS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import * as q from './sql';

/**
 * Writes the demo data of the README. Idempotent: organisations and memberships
 * are upserted, accounts are created once (a changed demo password is kept).
 */
export async function seedDemo(sql: Sql, auth: Auth): Promise<{ usersCreated: number }> {
  const passwordHash = await (await auth.$context).password.hash(DEMO_PASSWORD);
  return sql.begin(async (tx) => {
    const holdingIds = new Map<string, number>();
    for (const holding of DEMO_HOLDINGS) holdingIds.set(holding.slug, await q.upsertHolding(tx, holding));

    const companyIds = new Map<string, number>();
    for (const company of DEMO_COMPANIES) {
      const holdingId = company.holdingSlug ? holdingIds.get(company.holdingSlug)! : null;
      const companyId = await q.upsertCompany(tx, { ...company, holdingId });
      companyIds.set(company.slug, companyId);
      await q.ensurePublisher(tx, { companyId });
      for (const entity of company.entities) await q.upsertEntity(tx, companyId, entity);
    }

    const associationIds = new Map<string, number>();
    const branchIds = new Map<string, number>();
    for (const association of DEMO_ASSOCIATIONS) {
      const id = await q.upsertAssociation(tx, association);
      associationIds.set(association.slug, id);
      await q.ensurePublisher(tx, { associationId: id });
      for (const branch of association.branches) branchIds.set(`${association.slug}/${branch}`, await q.upsertBranch(tx, id, branch));
    }

    let usersCreated = 0;
    for (const user of DEMO_USERS) {
      let userId = await q.findUserIdByEmail(tx, user.email);
      if (!userId) {
        userId = await q.insertUserWithPassword(tx, { ...user, platformAdmin: user.platformAdmin ?? false, passwordHash });
        usersCreated++;
      }
      if (user.company) {
        await q.upsertCompanyMember(tx, {
          companyId: companyIds.get(user.company.slug)!,
          userId,
          role: user.company.role,
          managerEmail: user.company.managerEmail ?? null,
        });
      }
      if (user.association) {
        const { slug, role, branch } = user.association;
        await q.upsertAssociationMember(tx, {
          associationId: associationIds.get(slug)!,
          userId,
          role,
          branchId: branch ? branchIds.get(`${slug}/${branch}`)! : null,
        });
      }
    }
    return { usersCreated };
  });
}
