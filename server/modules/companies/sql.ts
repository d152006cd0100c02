import type { Sql, SqlFragment } from '../../db/connect';

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

function companyRecordOf(sql: Sql, slug: string) {
  return sql`
    select id, slug, name, holding_id as "holdingId", is_active as "isActive", allowed_email_domains as "allowedEmailDomains",
           validates_new_accounts as "validatesNewAccounts", moved_to_provider_url as "movedToProviderUrl",
           privacy_policy_filepath as "privacyPolicyFilepath", enabled_features as "enabledFeatures"
    from companies where slug = ${slug}`;
}

export async function findCompanyBySlug(sql: Sql, slug: string): Promise<CompanyRecord | undefined> {
  const [row] = await sql<CompanyRecord[]>`${companyRecordOf(sql, slug)}`;
  return row;
}

/** The same record as one JSON value (null for an unknown slug), for a statement that reads it beside other things. */
export function companyRecordJson(sql: Sql, slug: string): SqlFragment {
  return sql`(select row_to_json(found) from (${companyRecordOf(sql, slug)}) found)`;
}

export async function updateRegistrationSettings(sql: Sql, companyId: number, settings: { allowedEmailDomains: string[]; validatesNewAccounts: boolean }) {
  await sql`
    update companies set allowed_email_domains = ${settings.allowedEmailDomains}, validates_new_accounts = ${settings.validatesNewAccounts}, updated_at = now()
    where id = ${companyId}`;
}
