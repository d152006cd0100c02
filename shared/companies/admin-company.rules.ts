/**
 * The admin companies' list and form without zod (the screens read them before any schema loads), and the pure rules
 * of the form: the provider's lists per plan, the entities' changes, an invited admin. Schemas: admin-company.schema.ts.
 */
import { FEATURES, type Feature, PLAN_FEATURES, type Plan } from './plans';

export const ADMIN_COMPANIES_PAGE_SIZE = 25;
export const ADMIN_COMPANY_SORT_KEYS = ['name', 'created', 'members'] as const;
export type AdminCompanySortKey = (typeof ADMIN_COMPANY_SORT_KEYS)[number];
/** The list's parameters, as the screen keeps them in its address. */
export const ADMIN_COMPANY_LIST_PARAMS = ['q', 'plan', 'holding', 'active', 'sort'] as const;

export const SLUG_MAX = 60;
export const MAX_COMPANY_ENTITIES = 100;
/** At most this many admins invited at once. */
export const MAX_COMPANY_ADMINS_INVITED = 20;

/** Where the company stands in a group: none, an existing holding (its slug), or a new one (its slug and name). */
export const HOLDING_MODES = ['none', 'existing', 'new'] as const;
export type HoldingMode = (typeof HOLDING_MODES)[number];

export const COMPANY_BULK_ACTIONS = ['activate', 'deactivate'] as const;
export type CompanyBulkAction = (typeof COMPANY_BULK_ACTIONS)[number];

type FeatureLists = Partial<Record<Plan, readonly Feature[]>>;

/** A list in the catalogue's order, each feature once. */
const inCatalogueOrder = (features: readonly Feature[]): Feature[] => FEATURES.filter((feature) => features.includes(feature));

const sameFeatures = (a: readonly Feature[], b: readonly Feature[]) => a.length === b.length && a.every((feature) => b.includes(feature));

/**
 * The company's own lists to store (`company_allowed_features`, "{product}_allowed_features") from the lists the form
 * shows for each of its plans: a list equal to the plan's catalogue is no list of its own (the company then follows
 * the catalogue when it changes), a plan the company no longer holds keeps nothing.
 */
export function ownListsToStore(plans: readonly Plan[], shown: FeatureLists): Partial<Record<Plan, Feature[]>> {
  const own: Partial<Record<Plan, Feature[]>> = {};
  for (const plan of plans) {
    const list = shown[plan];
    if (list && !sameFeatures(list, PLAN_FEATURES[plan])) own[plan] = inCatalogueOrder(list);
  }
  return own;
}

/** What the form shows for each plan: the company's own list, else the plan's catalogue. */
export function shownAllowedLists(plans: readonly Plan[], own: FeatureLists): Partial<Record<Plan, Feature[]>> {
  return Object.fromEntries(plans.map((plan) => [plan, inCatalogueOrder(own[plan] ?? PLAN_FEATURES[plan])]));
}

export interface EntityChanges {
  /** Names of the entities to create. */
  added: string[];
  /** Existing entities whose name changes. */
  renamed: Array<{ id: number; name: string }>;
  /** Existing entities left out of the form. */
  removed: Array<{ id: number; name: string }>;
  /** Ids the form names that are not the company's. */
  unknown: number[];
}

/** The changes that bring a company's entities to the form's list (an entity keeps its id, so its members stay). */
export function entityChanges(existing: ReadonlyArray<{ id: number; name: string }>, wanted: ReadonlyArray<{ id?: number | null; name: string }>): EntityChanges {
  const byId = new Map(existing.map((entity) => [entity.id, entity]));
  const kept = new Set<number>();
  const changes: EntityChanges = { added: [], renamed: [], removed: [], unknown: [] };
  for (const entity of wanted) {
    if (entity.id === undefined || entity.id === null) {
      changes.added.push(entity.name);
      continue;
    }
    const current = byId.get(entity.id);
    if (!current) {
      changes.unknown.push(entity.id);
      continue;
    }
    kept.add(entity.id);
    if (current.name !== entity.name) changes.renamed.push({ id: entity.id, name: entity.name });
  }
  changes.removed = existing.filter((entity) => !kept.has(entity.id)).map(({ id, name }) => ({ id, name }));
  return changes;
}

/** What a company's admin list becomes once an address is invited: who is already one, who is to be made one. */
export function adminInvitationOutcome(member: { role: string } | undefined): 'new_member' | 'promote' | 'unchanged' {
  if (!member) return 'new_member';
  return member.role === 'COMPANY_ADMIN' || member.role === 'COMPANY_HOLDING_ADMIN' ? 'unchanged' : 'promote';
}

/** The company form's values, as the screens hold them (the schema's input). */
export interface CompanyFormValues {
  name: string;
  slug: string;
  isActive: boolean;
  plans: Plan[];
  enabledFeatures: Feature[];
  allowedFeatures: Partial<Record<Plan, Feature[]>>;
  completelyActivatedFeatures: Feature[];
  holdingMode: HoldingMode;
  holdingSlug: string;
  holdingName: string;
  entities: Array<{ id?: number; name: string }>;
  adminEmails?: string;
}

/** A new company: active, every feature switched on (as the database's default), no plan chosen yet. */
export function newCompanyFormValues(): CompanyFormValues {
  return {
    name: '',
    slug: '',
    isActive: true,
    plans: [],
    enabledFeatures: [...FEATURES],
    allowedFeatures: {},
    completelyActivatedFeatures: [],
    holdingMode: 'none',
    holdingSlug: '',
    holdingName: '',
    entities: [],
    adminEmails: '',
  };
}

/** The form of an existing company: each plan shows its own list or its catalogue. */
export function companyFormValuesOf(detail: {
  company: {
    slug: string;
    name: string;
    plans: Plan[];
    isActive: boolean;
    holding: { slug: string } | null;
    enabledFeatures: Feature[];
    ownAllowedFeatures: Partial<Record<Plan, Feature[]>>;
    completelyActivatedFeatures: Feature[];
  };
  entities: ReadonlyArray<{ id: number; name: string }>;
}): CompanyFormValues {
  const { company } = detail;
  return {
    name: company.name,
    slug: company.slug,
    isActive: company.isActive,
    plans: [...company.plans],
    enabledFeatures: inCatalogueOrder(company.enabledFeatures),
    allowedFeatures: shownAllowedLists(company.plans, company.ownAllowedFeatures),
    completelyActivatedFeatures: inCatalogueOrder(company.completelyActivatedFeatures),
    holdingMode: company.holding ? 'existing' : 'none',
    holdingSlug: company.holding?.slug ?? '',
    holdingName: '',
    entities: detail.entities.map(({ id, name }) => ({ id, name })),
  };
}

/** Plans ticked or unticked: a plan that arrives shows its catalogue, one that leaves takes its list with it. */
export function withPlans(values: CompanyFormValues, plans: readonly Plan[]): CompanyFormValues {
  const allowedFeatures = Object.fromEntries(plans.map((plan) => [plan, values.allowedFeatures[plan] ?? [...PLAN_FEATURES[plan]]]));
  return { ...values, plans: [...plans], allowedFeatures };
}

/** One feature ticked or unticked in one of the lists. */
export function withFeature(list: readonly Feature[], feature: Feature, on: boolean): Feature[] {
  return inCatalogueOrder(on ? [...list, feature] : list.filter((other) => other !== feature));
}
