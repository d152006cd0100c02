import { FEATURES, type Feature, PLAN_FEATURES, type Plan } from '../companies/plans';
import type { ContextType } from '../contexts';

export interface FeatureLists {
  plans: readonly Plan[];
  enabledFeatures: readonly Feature[];
  allowedFeatures: Partial<Record<Plan, readonly Feature[]>>;
  completelyActivatedFeatures: readonly Feature[];
}

/** Spec §6: admin, association and public contexts pass every check... */
const PASSES_ENABLED_AND_ALLOWED: ReadonlySet<ContextType> = new Set(['admin', 'association', 'public']);
/** ...but the completely-activated check passes for admin and association only. */
const PASSES_COMPLETELY_ACTIVATED: ReadonlySet<ContextType> = new Set(['admin', 'association']);

/** The company switched the feature on. */
export function isFeatureEnabled(company: FeatureLists, feature: Feature, context: ContextType): boolean {
  return PASSES_ENABLED_AND_ALLOWED.has(context) || company.enabledFeatures.includes(feature);
}

/** The provider allows the feature for one of the company's products (`{product}_allowed_features`). */
export function isFeatureAllowed(company: FeatureLists, feature: Feature, context: ContextType): boolean {
  return PASSES_ENABLED_AND_ALLOWED.has(context) || company.plans.some((plan) => company.allowedFeatures[plan]?.includes(feature) ?? false);
}

/** The feature is set up end to end. */
export function isFeatureCompletelyActivated(company: FeatureLists, feature: Feature, context: ContextType): boolean {
  return PASSES_COMPLETELY_ACTIVATED.has(context) || company.completelyActivatedFeatures.includes(feature);
}

/** A feature users can reach: allowed by the provider and enabled by the company. */
export function isFeatureAvailable(company: FeatureLists, feature: Feature, context: ContextType): boolean {
  return isFeatureAllowed(company, feature, context) && isFeatureEnabled(company, feature, context);
}

/**
 * The provider's list per plan: the company's own rows for a plan (`company_allowed_features`) when it has some, else
 * what the plan sells (`PLAN_FEATURES`).
 */
export function allowedFeaturesOf(plans: readonly Plan[], ownLists: Partial<Record<Plan, readonly Feature[]>>): Partial<Record<Plan, readonly Feature[]>> {
  return Object.fromEntries(plans.map((plan) => [plan, ownLists[plan] ?? PLAN_FEATURES[plan]]));
}

/** The features users of the company can reach in a context (allowed and enabled), in the catalogue's order. */
export function availableFeatures(company: FeatureLists, context: ContextType): Feature[] {
  return FEATURES.filter((feature) => isFeatureAvailable(company, feature, context));
}
