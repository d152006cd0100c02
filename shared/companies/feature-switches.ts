import { FEATURES, type Feature, type Plan } from './plans';
import { allowedFeaturesOf } from '../permissions/features';

/** One line of « Fonctionnalités » in the company's settings. */
export interface FeatureSwitch {
  feature: Feature;
  /** One of the company's plans allows it (its own list for that plan, else the plan's catalogue). */
  allowed: boolean;
  /** The company switched it on (`companies.enabled_features`). */
  enabled: boolean;
}

/**
 * Spec §6: every feature of the catalogue, in its order, with whether the company's plans allow it and whether the
 * company has it on. A feature its plans do not allow is shown greyed, whatever `enabled_features` holds.
 */
export function featureSwitches(company: {
  plans: readonly Plan[];
  ownAllowedFeatures: Partial<Record<Plan, readonly Feature[]>>;
  enabledFeatures: readonly Feature[];
}): FeatureSwitch[] {
  const allowed = new Set(Object.values(allowedFeaturesOf(company.plans, company.ownAllowedFeatures)).flat());
  return FEATURES.map((feature) => ({ feature, allowed: allowed.has(feature), enabled: company.enabledFeatures.includes(feature) }));
}

/**
 * The company's enabled list once one switch moved: the others keep their state, in the catalogue's order. Switching
 * on a feature the plans do not allow is refused (null): it would reach nobody and hide a sales question.
 */
export function switchFeature(switches: readonly FeatureSwitch[], feature: Feature, enabled: boolean): Feature[] | null {
  const target = switches.find((line) => line.feature === feature);
  if (!target || (enabled && !target.allowed)) return null;
  return switches.filter((line) => (line.feature === feature ? enabled : line.enabled)).map((line) => line.feature);
}
