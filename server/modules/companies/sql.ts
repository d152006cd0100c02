import type { Feature, Plan } from '../../../shared/companies/plans';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';

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
  /** Settings shown on the company's public entrance (migration 0020). */
  termsOfUseFilepath: string | null;
  logo: string | null;
  communicationText: string | null;
  communicationImage: string | null;
  plans: Plan[];
  enabledFeatures: Feature[];
  completelyActivatedFeatures: Feature[];
  /** The company's own "{product}_allowed_features" rows, per plan (a plan without rows sells its catalogue). */
  ownAllowedFeatures: Partial<Record<Plan, Feature[]>>;
}

/**
 * The company's three feature lists (spec §6) as columns of a select over `companies` under the name `table`: the plans,
 * the enabled and completely activated features, and its own allowed list per plan. `featureListsOf()` reads them.
 */
export function companyFeatureColumns(sql: Sql | TransactionSql, table: string): SqlFragment {
  const company = sql(table);
  return sql`
    ${company}.plans, ${company}.enabled_features as "enabledFeatures", ${company}.completely_activated_features as "completelyActivatedFeatures",
    coalesce((select json_object_agg(own.plan, own.features)
              from (select plan, array_agg(feature order by feature) as features from company_allowed_features
                    where company_id = ${company}.id group by plan) own), '{}') as "ownAllowedFeatures"`;
}

function companyRecordWhere(sql: Sql | TransactionSql, where: SqlFragment) {
  return sql`
    select id, slug, name, holding_id as "holdingId", is_active as "isActive", allowed_email_domains as "allowedEmailDomains",
           validates_new_accounts as "validatesNewAccounts", moved_to_provider_url as "movedToProviderUrl",
           privacy_policy_filepath as "privacyPolicyFilepath", terms_of_use_filepath as "termsOfUseFilepath", logo_path as logo,
           communication_text as "communicationText", communication_image_path as "communicationImage", ${companyFeatureColumns(sql, 'companies')}
    from companies where ${where}`;
}

const companyRecordOf = (sql: Sql, slug: string) => companyRecordWhere(sql, sql`slug = ${slug}`);

export async function findCompanyBySlug(sql: Sql, slug: string): Promise<CompanyRecord | undefined> {
  const [row] = await sql<CompanyRecord[]>`${companyRecordOf(sql, slug)}`;
  return row;
}

export async function findCompanyById(sql: Sql | TransactionSql, id: number): Promise<CompanyRecord | undefined> {
  const [row] = await sql<CompanyRecord[]>`${companyRecordWhere(sql, sql`id = ${id}`)}`;
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
