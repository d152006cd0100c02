import * as z from 'zod/mini';
import { optionalText, passwordWithConfirmationSchema, requiredText, termsAcceptedSchema } from '../validation/inputs';
import { phoneSchema } from '../validation/phone';
import { msg } from '../validation/messages';
import { ASSOCIATION_ROLES } from '../permissions/roles';
import { CERTIFICATION_LABELS } from './certification-labels';

/** `GET/PUT /api/v1/associations/{slug}/settings`. */
export const associationSettingsSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  logo: z.nullable(z.string()),
  description: z.nullable(z.string()),
  certifiedLabel: z.nullable(z.enum(CERTIFICATION_LABELS)),
  intermissionEligible: z.boolean(),
  areBranchesActivated: z.boolean(),
  branches: z.array(z.object({ id: z.int(), name: z.string(), members: z.int() })),
  /** Every member, with whether they may be chosen as a mission's referent. */
  members: z.array(
    z.object({
      id: z.uuid(),
      fullName: z.string(),
      email: z.string(),
      isSupervisor: z.boolean(),
      /** Added: admins are always possible referents (their isSupervisor is always true). */
      role: z.enum(ASSOCIATION_ROLES),
    }),
  ),
  canEdit: z.boolean(),
});
export type AssociationSettings = z.infer<typeof associationSettingsSchema>;

export const branchSchema = z.object({ id: z.int(), name: z.string() });
export type Branch = z.infer<typeof branchSchema>;

/** The people who may be chosen as a mission's referent. */
export const supervisorSchema = z.object({ id: z.uuid(), full_name: z.string(), email: z.string() });
export type Supervisor = z.infer<typeof supervisorSchema>;

/** The association as its spaces read it: the settings' own fields, its branches, its possible referents. */
export const associationSchema = z.extend(
  z.pick(associationSettingsSchema, {
    id: true,
    slug: true,
    name: true,
    logo: true,
    description: true,
    certifiedLabel: true,
    intermissionEligible: true,
    areBranchesActivated: true,
  }),
  {
    branches: z.array(branchSchema),
    supervisors: z.array(supervisorSchema),
    /** Set when the association moved to another tool (its screen then says so). */
    migratedToUrl: z.nullable(z.string()),
  },
);
export type Association = z.infer<typeof associationSchema>;

/** `GET /associations/{slug}/public`: what anyone may know of an association (its join and registration pages). */
export const associationPublicSchema = z.pick(associationSchema, {
  id: true,
  slug: true,
  name: true,
  areBranchesActivated: true,
  migratedToUrl: true,
  branches: true,
});
export type AssociationPublic = z.infer<typeof associationPublicSchema>;

/** `/association/{slug}/parametres`. */
export const associationSettingsInputSchema = z.object({
  name: requiredText(120, 'association_name_required'),
  logo: z.nullish(z.string()),
  description: optionalText(5000),
  certifiedLabel: z.nullish(z.enum(CERTIFICATION_LABELS)),
  intermissionEligible: z.boolean(),
  areBranchesActivated: z.boolean(),
  branches: z
    .array(requiredText(80, 'branch_name_required'))
    .check(z.refine((names) => new Set(names.map((n) => n.toLocaleLowerCase('fr'))).size === names.length, msg('no_duplicates'))),
  /** The members who may be chosen as a mission's referent (admins always may); absent: left as they are. */
  supervisorIds: z.optional(z.array(z.uuid()).check(z.refine((ids) => new Set(ids).size === ids.length, msg('no_duplicates')))),
});

/**
 * Spec §2 'Association registration and join': branch_id is offered only when
 * the association has branches activated and has branches.
 */
export function showsBranchField(association: Pick<Association, 'areBranchesActivated' | 'branches'>): boolean {
  return association.areBranchesActivated && association.branches.length > 0;
}

/** The join form of an existing association; the e-mail is fixed by the invitation and read-only. */
export const associationJoinInputSchema = z.intersection(
  z.object({
    branch_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
    first_name: requiredText(100, 'first_name_required'),
    last_name: requiredText(100, 'last_name_required'),
    phone: phoneSchema,
    terms_of_use_accepted: z.pipe(
      z.transform((value) => value === true || value === 'on' || value === '1' || value === 'true'),
      termsAcceptedSchema,
    ),
  }),
  passwordWithConfirmationSchema,
);

/** Spec §3 'Shared view': a public, read-only view of associations or missions behind a hash. */
export const SHARED_VIEW_KINDS = ['associationViews', 'missionViews'] as const;
export const sharedViewSchema = z.object({
  id: z.int(),
  hash: z.string().check(z.minLength(16)),
  kind: z.enum(SHARED_VIEW_KINDS),
  title: z.string(),
  filters: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type SharedView = z.infer<typeof sharedViewSchema>;
