import type {
  CompanySettings,
  FeatureSwitchInput,
  IdentitySettingsInput,
  LegalSettingsInput,
  ValidationSettingsInput,
} from '../../../shared/companies/company-settings.schema';
import { yearlyCreditDaysOf, yearlyCreditHoursOf } from '../../../shared/companies/credit-policy';
import { featureSwitches, switchFeature } from '../../../shared/companies/feature-switches';
import { AppError } from '../../../shared/errors';
import type { Sql, TransactionSql } from '../../db/connect';
import * as q from './sql';
import * as s from './settings.sql';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** `/entreprise/{slug}/parametres`: who may self-register in the company. */
export async function updateRegistrationSettings(sql: Sql, companyId: number, settings: { allowedEmailDomains: string[]; validatesNewAccounts: boolean }): Promise<void> {
  await q.updateRegistrationSettings(sql, companyId, settings);
}

async function readSettings(sql: Sql | TransactionSql, companyId: number): Promise<CompanySettings> {
  const row = await s.findCompanySettings(sql, companyId);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    identity: { name: row.name, logo: row.logo },
    registration: { allowedEmailDomains: row.allowedEmailDomains, validatesNewAccounts: row.validatesNewAccounts },
    validation: { managerValidation: row.managerValidation, workTimeValidator: row.workTimeValidator },
    credits: { yearlyCreditDays: yearlyCreditDaysOf(row.yearlyCreditHours) },
    legal: { privacyPolicy: row.privacyPolicy, termsOfUse: row.termsOfUse },
    communication: { text: row.communicationText, image: row.communicationImage },
    features: featureSwitches(row),
  };
}

/** `GET /companies/{slug}/settings`: every section (the route checked canManageCompany). */
export function getCompanySettings(sql: Sql, companyId: number): Promise<CompanySettings> {
  return readSettings(sql, companyId);
}

/** Each section saves alone, in its transaction, and answers the whole settings as they now are. */
function saveSection(sql: Sql, companyId: number, write: (tx: TransactionSql) => Promise<void>): Promise<CompanySettings> {
  return sql.begin(async (tx) => {
    await write(tx);
    return readSettings(tx, companyId);
  });
}

export function updateIdentitySettings(sql: Sql, companyId: number, input: Parsed<IdentitySettingsInput>) {
  return saveSection(sql, companyId, (tx) => s.updateIdentity(tx, companyId, input));
}

export function updateValidationSettings(sql: Sql, companyId: number, input: ValidationSettingsInput) {
  return saveSection(sql, companyId, (tx) => s.updateValidation(tx, companyId, input));
}

export function updateCreditSettings(sql: Sql, companyId: number, input: { yearlyCreditDays: number }) {
  return saveSection(sql, companyId, (tx) => s.updateYearlyCreditHours(tx, companyId, yearlyCreditHoursOf(input.yearlyCreditDays)));
}

export function updateLegalSettings(sql: Sql, companyId: number, input: Parsed<LegalSettingsInput>) {
  return saveSection(sql, companyId, (tx) => s.updateLegalDocuments(tx, companyId, input));
}

export function updateCommunicationSettings(sql: Sql, companyId: number, input: { text?: string | null; image: string | null }) {
  return saveSection(sql, companyId, (tx) => s.updateCommunication(tx, companyId, { text: input.text ?? null, image: input.image }));
}

/**
 * One switch of « Fonctionnalités »: the company's row is locked, the switches read from it, the enabled list written.
 * A feature its plans do not allow cannot be switched on (FORBIDDEN); switching it off is always possible.
 */
export function setCompanyFeature(sql: Sql, companyId: number, input: FeatureSwitchInput): Promise<CompanySettings> {
  return saveSection(sql, companyId, async (tx) => {
    const row = await s.findCompanySettings(tx, companyId, true);
    if (!row) throw new AppError('NOT_FOUND');
    const enabled = switchFeature(featureSwitches(row), input.feature, input.enabled);
    if (!enabled) throw new AppError('FORBIDDEN');
    await s.updateEnabledFeatures(tx, companyId, enabled);
  });
}
