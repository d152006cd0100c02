import type { Feature } from '../../../shared/companies/plans';
import { type FeatureLists, allowedFeaturesOf, availableFeatures, isFeatureAvailable } from '../../../shared/permissions/features';
import type { Sql, SqlFragment, TransactionSql } from '../../db/connect';
import * as q from './sql';

/** The company as requests are scoped by it (server/http/context.ts) and registration reads it. */
export type { CompanyRecord } from './sql';

/** The company of a URL slug, or undefined; callers decide whether that is a 404. */
export function findCompanyBySlug(sql: Sql, slug: string): Promise<q.CompanyRecord | undefined> {
  return q.findCompanyBySlug(sql, slug);
}

/** The company of a URL slug as one JSON value (null when unknown), to be read in the statement that reads the request's actor. */
export function companyRecordJson(sql: Sql, slug: string): SqlFragment {
  return q.companyRecordJson(sql, slug);
}

/** A company's three feature lists (spec §6) as `companyFeatureColumns` reads them. */
export type FeatureListsColumns = Pick<q.CompanyRecord, 'plans' | 'enabledFeatures' | 'completelyActivatedFeatures' | 'ownAllowedFeatures'>;

export function featureListsOf(company: FeatureListsColumns): FeatureLists {
  return {
    plans: company.plans,
    enabledFeatures: company.enabledFeatures,
    allowedFeatures: allowedFeaturesOf(company.plans, company.ownAllowedFeatures),
    completelyActivatedFeatures: company.completelyActivatedFeatures,
  };
}

/** Whether the company's users reach a feature, read from a company record already at hand. */
export function companyReaches(company: FeatureListsColumns, feature: Feature): boolean {
  return isFeatureAvailable(featureListsOf(company), feature, 'company');
}

/**
 * The company's feature lists as columns, for another module's statement that reads them beside its own (applying, the
 * sync push: one statement instead of a second one for the company); `featuresOf()` reads them.
 */
export { companyFeatureColumns } from './sql';

/** The features the company's users can reach, read from its feature lists already at hand. */
export function featuresOf(company: FeatureListsColumns): ReadonlySet<Feature> {
  return new Set(availableFeatures(featureListsOf(company), 'company'));
}

/** The features the company's users can reach (for the work that has a company id, not a slug: the offline sync, applying). */
export async function companyFeatures(sql: Sql | TransactionSql, companyId: number): Promise<ReadonlySet<Feature>> {
  const company = await q.findCompanyById(sql, companyId);
  return company ? featuresOf(company) : new Set();
}

/** Whether the company's users can reach a feature. */
export async function isCompanyFeatureAvailable(sql: Sql | TransactionSql, companyId: number, feature: Feature): Promise<boolean> {
  return (await companyFeatures(sql, companyId)).has(feature);
}
