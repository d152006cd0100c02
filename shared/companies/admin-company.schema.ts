/**
 * The platform administrators' companies (spec §2 Admin `/admin/entreprises/creer`, `/admin/entreprises/{slug}`; §3
 * Company and Holding; §6 feature gating): the list's query, the company form (created and edited with the same
 * schema), its first admins, and the responses. Routes (under `/api/v1/admin`):
 * - `GET /companies?q&plan&holding&active&sort&page`, `POST /companies` (create), `POST /companies/bulk`
 * - `GET /companies/{slug}`, `PUT /companies/{slug}`, `POST /companies/{slug}/admins` (invite admins)
 * - `GET /holdings` (the holdings a company may join)
 */
import * as z from 'zod/mini';
import type { CompanyRole } from '../permissions/roles';
import type { UserState } from '../users/user-states';
import { EMAIL_PATTERN } from '../validation/email';
import { SLUG_PATTERN, multiSelectSchema, requiredText } from '../validation/inputs';
import { listFilter, listPage, listSearch, listSort } from '../validation/list-query';
import { MAX_BULK_ROWS } from '../validation/list-sort';
import { msg, validationMessage } from '../validation/messages';
import {
  ADMIN_COMPANY_SORT_KEYS,
  COMPANY_BULK_ACTIONS,
  HOLDING_MODES,
  MAX_COMPANY_ADMINS_INVITED,
  MAX_COMPANY_ENTITIES,
  SLUG_MAX,
} from './admin-company.rules';
import { FEATURES, type Feature, PLANS, type Plan } from './plans';


export const adminCompanyListQuerySchema = z.object({
  /** A part of the name or of the slug. */
  q: listSearch,
  plan: listFilter(z.enum(PLANS)),
  /** A holding's slug, or `none` for the companies of no holding. */
  holding: listFilter(z.string().check(z.regex(/^(none|[a-z0-9]+(-[a-z0-9]+)*)$/))),
  active: listFilter(z.enum(['yes', 'no'])),
  sort: listSort(ADMIN_COMPANY_SORT_KEYS, 'name'),
  page: listPage,
});
export type AdminCompanyListQuery = z.infer<typeof adminCompanyListQuerySchema>;


const slugInput = (missing: 'required' | 'holding_slug_required') =>
  z.string(msg(missing)).check(
    z.trim(),
    z.minLength(1, { ...msg(missing), abort: true }),
    z.maxLength(SLUG_MAX, msg('too_long', { max: SLUG_MAX })),
    z.regex(SLUG_PATTERN, msg('slug_invalid')),
  );


/**
 * The addresses of admins typed in one field, separated by spaces, commas, semicolons or new lines (spec §5), maybe
 * none; each malformed one is named (« … n'est pas une adresse e-mail valide »). Stored in lower case, each once.
 */
export const adminEmailListSchema = z.pipe(
  z.optional(z.string(msg('expected_text')).check(z.maxLength(MAX_COMPANY_ADMINS_INVITED * 100, msg('too_long', { max: MAX_COMPANY_ADMINS_INVITED * 100 })))),
  z.transform((value, ctx) => {
    const emails = (value ?? '').split(/[\s,;]+/).filter(Boolean);
    for (const email of emails) {
      if (!EMAIL_PATTERN.test(email)) ctx.issues.push({ code: 'custom', message: validationMessage('email_invalid', { email }), input: value });
    }
    const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
    if (unique.length > MAX_COMPANY_ADMINS_INVITED) {
      ctx.issues.push({ code: 'custom', message: validationMessage('multi_select_max', { max: MAX_COMPANY_ADMINS_INVITED }), input: value });
    }
    return unique;
  }),
);

const entityInputSchema = z.object({
  /** An existing entity (kept, maybe renamed); absent: a new one. */
  id: z.nullish(z.int(msg('choose_from_list')).check(z.positive(msg('choose_from_list')))),
  name: requiredText(120, 'entity_name_required'),
});

const featureList = multiSelectSchema(FEATURES);

/**
 * The company form (`/admin/entreprises/creer` and `/admin/entreprises/{slug}`): identity, plans, the three feature
 * lists of spec §3/§6 (`allowedFeatures` holds the provider's list per plan; a plan's list equal to its catalogue is
 * stored as no list of its own), its holding and its entities.
 */
export const adminCompanyFormSchema = z
  .object({
    name: requiredText(120, 'company_name_required'),
    slug: slugInput('required'),
    isActive: z.boolean(msg('expected_boolean')),
    plans: multiSelectSchema(PLANS).check(z.minLength(1, msg('plans_required'))),
    enabledFeatures: featureList,
    allowedFeatures: z.partialRecord(z.enum(PLANS, msg('choose_from_list')), featureList),
    completelyActivatedFeatures: featureList,
    holdingMode: z.enum(HOLDING_MODES, msg('choose_from_list')),
    holdingSlug: z.optional(z.string()),
    holdingName: z.optional(z.string()),
    entities: z
      .array(entityInputSchema)
      .check(
        z.maxLength(MAX_COMPANY_ENTITIES, msg('list_max', { max: MAX_COMPANY_ENTITIES })),
        z.refine((entities) => new Set(entities.map((entity) => entity.name.toLocaleLowerCase('fr'))).size === entities.length, msg('entity_duplicate')),
      ),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.holdingMode === 'none') return;
      const slug = slugInput('holding_slug_required').safeParse(input.holdingSlug ?? '');
      if (!slug.success) ctx.addIssue({ code: 'custom', message: slug.error.issues[0]!.message, path: ['holdingSlug'], input: input.holdingSlug });
      if (input.holdingMode === 'new' && !(input.holdingName ?? '').trim()) {
        ctx.addIssue({ code: 'custom', message: validationMessage('holding_name_required'), path: ['holdingName'], input: input.holdingName });
      }
      if ((input.holdingName ?? '').trim().length > 120) ctx.addIssue({ code: 'custom', message: validationMessage('too_long', { max: 120 }), path: ['holdingName'], input: input.holdingName });
    }),
  );
export type AdminCompanyFormInput = z.input<typeof adminCompanyFormSchema>;
export type AdminCompanyForm = z.output<typeof adminCompanyFormSchema>;

/** `POST /admin/companies`: the form and the first admins, invited by e-mail. */
export const adminCompanyCreateSchema = z.extend(adminCompanyFormSchema, { adminEmails: adminEmailListSchema });
export type AdminCompanyCreateInput = z.input<typeof adminCompanyCreateSchema>;
export type AdminCompanyCreate = z.output<typeof adminCompanyCreateSchema>;

/** `POST /admin/companies/{slug}/admins`: more admins. */
export const adminCompanyAdminsInputSchema = z.object({ adminEmails: adminEmailListSchema });
export type AdminCompanyAdminsInput = z.input<typeof adminCompanyAdminsInputSchema>;


/** `POST /admin/companies/bulk`: one action on the selected companies. */
export const adminCompanyBulkInputSchema = z.object({
  companyIds: z
    .array(z.int(msg('choose_from_list')).check(z.positive(msg('choose_from_list'))))
    .check(
      z.minLength(1, msg('list_min', { min: 1 })),
      z.maxLength(MAX_BULK_ROWS, msg('multi_select_max', { max: MAX_BULK_ROWS })),
      z.refine((ids) => new Set(ids).size === ids.length, msg('no_duplicates')),
    ),
  action: z.enum(COMPANY_BULK_ACTIONS, msg('choose_from_list')),
});
export type AdminCompanyBulkInput = z.input<typeof adminCompanyBulkInputSchema>;

export interface AdminHolding {
  id: number;
  slug: string;
  name: string;
  companies: number;
}

export interface AdminCompanyRow {
  id: number;
  slug: string;
  name: string;
  plans: Plan[];
  isActive: boolean;
  holding: { slug: string; name: string } | null;
  members: number;
  admins: number;
  createdAt: string;
}

export interface AdminCompanyList {
  companies: AdminCompanyRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminCompanyAdmin {
  userId: string;
  fullName: string;
  email: string;
  state: UserState;
  role: CompanyRole;
}

export interface AdminCompanyDetail {
  company: {
    id: number;
    slug: string;
    name: string;
    plans: Plan[];
    isActive: boolean;
    holding: { id: number; slug: string; name: string } | null;
    enabledFeatures: Feature[];
    /** The company's own list per plan; a plan absent here sells its catalogue (`PLAN_FEATURES`). */
    ownAllowedFeatures: Partial<Record<Plan, Feature[]>>;
    completelyActivatedFeatures: Feature[];
    createdAt: string;
  };
  entities: Array<{ id: number; name: string; members: number }>;
  /** Its admins and holding admins, with their account's state (`invited` until they create it). */
  admins: AdminCompanyAdmin[];
  members: number;
}

/** What creating a company or inviting its admins did for each address. */
export interface AdminInvitationReport {
  /** Without an account: invited by e-mail to create it. */
  invited: string[];
  /** With an account: made an admin, told by e-mail. */
  added: string[];
  /** Already an admin of the company. */
  unchanged: string[];
}

export interface AdminCompanyCreated {
  slug: string;
  invitations: AdminInvitationReport;
}
