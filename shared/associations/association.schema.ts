import { z } from 'zod';
import { optionalText, passwordWithConfirmationSchema, requiredText, termsAcceptedSchema } from '../validation/inputs';
import { phoneSchema } from '../validation/phone';
import { msg } from '../validation/messages';
import { associationSettingsSchema } from '../missions/mission-management.schema';
import { CERTIFICATION_LABELS } from './certification-labels';

export const branchSchema = z.object({ id: z.number().int(), name: z.string() });
export type Branch = z.infer<typeof branchSchema>;

/** The people who may be chosen as a mission's referent. */
export const supervisorSchema = z.object({ id: z.uuid(), full_name: z.string(), email: z.string() });
export type Supervisor = z.infer<typeof supervisorSchema>;

/** The association as its spaces read it: the settings' own fields, its branches, its possible referents. */
export const associationSchema = associationSettingsSchema
  .pick({ id: true, slug: true, name: true, logo: true, description: true, certifiedLabel: true, intermissionEligible: true, areBranchesActivated: true })
  .extend({
    branches: z.array(branchSchema),
    supervisors: z.array(supervisorSchema),
    /** Set when the association moved to another tool (its screen then says so). */
    migratedToUrl: z.string().nullable(),
  });
export type Association = z.infer<typeof associationSchema>;

/** `GET /associations/{slug}/public`: what anyone may know of an association (its join and registration pages). */
export const associationPublicSchema = associationSchema.pick({ id: true, slug: true, name: true, areBranchesActivated: true, migratedToUrl: true, branches: true });
export type AssociationPublic = z.infer<typeof associationPublicSchema>;

/** `/association/{slug}/parametres`. */
export const associationSettingsInputSchema = z.object({
  name: requiredText(120, 'association_name_required'),
  logo: z.string().nullish(),
  description: optionalText(5000),
  certifiedLabel: z.enum(CERTIFICATION_LABELS).nullish(),
  intermissionEligible: z.boolean(),
  areBranchesActivated: z.boolean(),
  branches: z.array(requiredText(80, 'branch_name_required')).refine((names) => new Set(names.map((n) => n.toLocaleLowerCase('fr'))).size === names.length, msg('no_duplicates')),
  /** The members who may be chosen as a mission's referent (admins always may); absent: left as they are. */
  supervisorIds: z
    .array(z.uuid())
    .refine((ids) => new Set(ids).size === ids.length, msg('no_duplicates'))
    .optional(),
});

/**
 * Spec §2 'Association registration and join': branch_id is offered only when
 * the association has branches activated and has branches.
 */
export function showsBranchField(association: Pick<Association, 'areBranchesActivated' | 'branches'>): boolean {
  return association.areBranchesActivated && association.branches.length > 0;
}

/** The join form of an existing association; the e-mail is fixed by the invitation and read-only. */
export const associationJoinInputSchema = z
  .object({
    branch_id: z.coerce.number().int().positive().optional(),
    first_name: requiredText(100, 'first_name_required'),
    last_name: requiredText(100, 'last_name_required'),
    phone: phoneSchema,
    terms_of_use_accepted: z.preprocess((value) => value === true || value === 'on' || value === '1' || value === 'true', termsAcceptedSchema),
  })
  .and(passwordWithConfirmationSchema);

/** Spec §3 'Shared view': a public, read-only view of associations or missions behind a hash. */
export const SHARED_VIEW_KINDS = ['associationViews', 'missionViews'] as const;
export const sharedViewSchema = z.object({
  id: z.number().int(),
  hash: z.string().min(16),
  kind: z.enum(SHARED_VIEW_KINDS),
  title: z.string(),
  filters: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type SharedView = z.infer<typeof sharedViewSchema>;
