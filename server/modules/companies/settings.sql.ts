import type { Feature, Plan } from '../../../shared/companies/plans';
import type { WorkTimeValidator } from '../../../shared/companies/company-settings.schema';
import type { Sql, TransactionSql } from '../../db/connect';
import { companyFeatureColumns } from './sql';

type Tx = Sql | TransactionSql;

export interface CompanySettingsRow {
  name: string;
  logo: string | null;
  allowedEmailDomains: string[];
  validatesNewAccounts: boolean;
  managerValidation: boolean;
  workTimeValidator: WorkTimeValidator;
  yearlyCreditHours: number;
  privacyPolicy: string | null;
  termsOfUse: string | null;
  communicationText: string | null;
  communicationImage: string | null;
  plans: Plan[];
  enabledFeatures: Feature[];
  ownAllowedFeatures: Partial<Record<Plan, Feature[]>>;
}

/** Every setting of the company; `lock` holds its row for the use case's transaction. */
export async function findCompanySettings(sql: Tx, companyId: number, lock = false): Promise<CompanySettingsRow | undefined> {
  const [row] = await sql<CompanySettingsRow[]>`
    select name, logo_path as logo, allowed_email_domains as "allowedEmailDomains", validates_new_accounts as "validatesNewAccounts",
           manager_validation as "managerValidation", work_time_validator as "workTimeValidator", yearly_credit_hours as "yearlyCreditHours",
           privacy_policy_filepath as "privacyPolicy", terms_of_use_filepath as "termsOfUse",
           communication_text as "communicationText", communication_image_path as "communicationImage",
           ${companyFeatureColumns(sql, 'companies')}
    from companies where id = ${companyId}
    ${lock ? sql`for update` : sql``}`;
  return row;
}

export async function updateIdentity(sql: Tx, companyId: number, input: { name: string; logo: string | null }) {
  await sql`update companies set name = ${input.name}, logo_path = ${input.logo}, updated_at = now() where id = ${companyId}`;
}

export async function updateValidation(sql: Tx, companyId: number, input: { managerValidation: boolean; workTimeValidator: WorkTimeValidator }) {
  await sql`
    update companies set manager_validation = ${input.managerValidation}, work_time_validator = ${input.workTimeValidator}, updated_at = now()
    where id = ${companyId}`;
}

export async function updateYearlyCreditHours(sql: Tx, companyId: number, hours: number) {
  await sql`update companies set yearly_credit_hours = ${hours}, updated_at = now() where id = ${companyId}`;
}

export async function updateLegalDocuments(sql: Tx, companyId: number, input: { privacyPolicy: string | null; termsOfUse: string | null }) {
  await sql`
    update companies set privacy_policy_filepath = ${input.privacyPolicy}, terms_of_use_filepath = ${input.termsOfUse}, updated_at = now()
    where id = ${companyId}`;
}

export async function updateCommunication(sql: Tx, companyId: number, input: { text: string | null; image: string | null }) {
  await sql`update companies set communication_text = ${input.text}, communication_image_path = ${input.image}, updated_at = now() where id = ${companyId}`;
}

export async function updateEnabledFeatures(sql: Tx, companyId: number, features: Feature[]) {
  await sql`update companies set enabled_features = ${features}, updated_at = now() where id = ${companyId}`;
}
