import type { SocialSignInSwitches } from '../../../shared/users/social-sign-in';
import type { Sql } from '../../db/connect';

export interface SocialSignInCompany {
  id: number;
  slug: string;
  isActive: boolean;
  switches: SocialSignInSwitches;
}

const companySwitches = (sql: Sql) => sql`
  select id, slug, is_active as "isActive", json_build_object('google', google_sign_in, 'microsoft', microsoft_sign_in) as switches
  from companies`;

export async function findSocialSignInCompanyBySlug(sql: Sql, slug: string): Promise<SocialSignInCompany | undefined> {
  const [row] = await sql<SocialSignInCompany[]>`${companySwitches(sql)} where slug = ${slug}`;
  return row;
}

export async function findSocialSignInCompanyById(sql: Sql, id: number): Promise<SocialSignInCompany | undefined> {
  const [row] = await sql<SocialSignInCompany[]>`${companySwitches(sql)} where id = ${id}`;
  return row;
}

export async function isCompanyMember(sql: Sql, companyId: number, userId: string): Promise<boolean> {
  const [row] = await sql<{ member: boolean }[]>`
    select exists (select 1 from company_members where company_id = ${companyId} and user_id = ${userId}) as member`;
  return row!.member;
}

export async function updateSocialSignIn(sql: Sql, companyId: number, switches: SocialSignInSwitches) {
  await sql`
    update companies set google_sign_in = ${switches.google}, microsoft_sign_in = ${switches.microsoft}, updated_at = now()
    where id = ${companyId}`;
}
