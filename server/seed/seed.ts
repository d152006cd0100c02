import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { Auth } from '../auth/auth';
import type { Sql } from '../db/connect';
import { storeUpload } from '../modules/uploads/service';
import type { FileStorage } from '../modules/uploads/storage';
import { DEMO_ASSOCIATIONS, DEMO_COMPANIES, DEMO_HOLDINGS, DEMO_MISSIONS, DEMO_PASSWORD, DEMO_TIMESLOT_HOURS, DEMO_USERS } from './demo-data';
import * as q from './sql';

const ASSETS = path.join(import.meta.dirname, 'assets');

/**
 * Stores the demo pictures (server/seed/assets) through the upload storage, as an upload would:
 * file name -> the URL the rows keep. Without a storage (tests of the seed), no picture.
 */
async function storeDemoAssets(storage: FileStorage | undefined): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  if (!storage) return urls;
  const names = new Set([...DEMO_ASSOCIATIONS.flatMap((association) => association.logo), ...DEMO_MISSIONS.flatMap((mission) => mission.images ?? [])]);
  for (const name of names) urls.set(name, await storeDemoAsset(storage, name));
  return urls;
}

/** One demo picture of server/seed/assets, stored as an upload would be; the URL a row keeps. */
export async function storeDemoAsset(storage: FileStorage, name: string): Promise<string> {
  const bytes = await readFile(path.join(ASSETS, name));
  const stored = await storeUpload(storage, 'image', new File([bytes], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' }));
  return stored.url;
}

/** The Paris calendar day `inDays` days from `now` (YYYY-MM-DD). */
export function demoDay(now: Date, inDays: number): string {
  return format(addDays(new TZDate(now, DEMO_TIMESLOT_HOURS.timeZone), inDays), 'yyyy-MM-dd');
}

/** The instant of a Paris wall-clock time (HH:mm) on a demo day. */
export function demoInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, date, hours, minutes, DEMO_TIMESLOT_HOURS.timeZone).getTime());
}

/**
 * Writes the demo data of the README. Idempotent: organisations and memberships
 * are upserted, accounts are created once (a changed demo password is kept),
 * missions are created once with dates relative to that day (edits are kept).
 */
export async function seedDemo(sql: Sql, auth: Auth, options: { now?: Date; storage?: FileStorage } = {}): Promise<{ usersCreated: number; missionsCreated: number }> {
  const now = options.now ?? new Date();
  const passwordHash = await (await auth.$context).password.hash(DEMO_PASSWORD);
  const pictures = await storeDemoAssets(options.storage);
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
      const logo = pictures.get(association.logo);
      if (logo) await q.setAssociationLogoIfMissing(tx, id, logo);
      if (association.certifiedLabel) await q.certifyAssociationIfUncertified(tx, id, association.certifiedLabel);
      await q.ensurePublisher(tx, { associationId: id });
      for (const branch of association.branches) branchIds.set(`${association.slug}/${branch}`, await q.upsertBranch(tx, id, branch));
      for (const slug of association.partnerCompanies) await q.ensureCompanyPartner(tx, companyIds.get(slug)!, id);
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

    let missionsCreated = 0;
    for (const mission of DEMO_MISSIONS) {
      const associationId = associationIds.get(mission.associationSlug)!;
      if (await q.findMissionIdBySlug(tx, associationId, mission.slug)) continue;
      const missionId = await q.insertDemoMission(tx, {
        ...mission,
        associationId,
        supervisorId: mission.supervisorEmail ? ((await q.findUserIdByEmail(tx, mission.supervisorEmail)) ?? null) : null,
        requiredAvailability: mission.requiredAvailability ?? null,
        isRemote: mission.isRemote ?? false,
        isTaxExempt: mission.isTaxExempt ?? false,
        images: (mission.images ?? []).flatMap((name) => pictures.get(name) ?? []),
        skills: mission.skills ?? [],
        expiresOn: mission.expiresInDays === undefined ? null : demoDay(now, mission.expiresInDays),
        bookingRestriction: mission.restrictedToCompanies ? 'companies' : 'none',
      });
      for (const slot of mission.timeslots ?? []) {
        const day = demoDay(now, slot.inDays);
        await q.insertDemoTimeslot(tx, {
          missionId,
          startsAt: demoInstant(day, DEMO_TIMESLOT_HOURS.start),
          endsAt: demoInstant(day, DEMO_TIMESLOT_HOURS.end),
          places: slot.places,
        });
      }
      for (const slug of mission.restrictedToCompanies ?? []) await q.restrictMissionToCompany(tx, missionId, companyIds.get(slug)!);
      for (const slug of mission.validatedBy) await q.validateMissionForCompany(tx, missionId, companyIds.get(slug)!);
      missionsCreated++;
    }
    return { usersCreated, missionsCreated };
  });
}
