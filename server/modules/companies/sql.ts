import type { Sql } from '../../db/connect';

export interface CompanyRecord {
  id: number;
  slug: string;
  name: string;
  holdingId: number | null;
  isActive: boolean;
  allowedEmailDomains: string[];
  validatesNewAccounts: boolean;
  movedToProviderUrl: string | null;
  privacyPolicyFilepath: string | null;
  enabledFeatures: string[];
}

export async function findCompanyBySlug(sql: Sql, slug: string): Promise<CompanyRecord | undefined> {
  const [row] = await sql<CompanyRecord[]>`
    select id, slug, name, holding_id as "holdingId", is_active as "isActive", allowed_email_domains as "allowedEmailDomains",
           validates_new_accounts as "validatesNewAccounts", moved_to_provider_url as "movedToProviderUrl",
           privacy_policy_filepath as "privacyPolicyFilepath", enabled_features as "enabledFeatures"
    from companies where slug = ${slug}`;
  return row;
}

export async function updateRegistrationSettings(sql: Sql, companyId: number, settings: { allowedEmailDomains: string[]; validatesNewAccounts: boolean }) {
  await sql`
    update companies set allowed_email_domains = ${settings.allowedEmailDomains}, validates_new_accounts = ${settings.validatesNewAccounts}, updated_at = now()
    where id = ${companyId}`;
}
