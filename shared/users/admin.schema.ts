/**
 * The platform administrators' pages about accounts (spec §2 'Admin'): the
 * users list and page, the impersonation audit, and the mailbox of every
 * e-mail the platform sent. Query schemas are shared by the API and the screens.
 */
import * as z from 'zod/mini';
import type { EngagementState } from '../engagements/engagement.machine';
import type { AssociationRole, CompanyRole } from '../permissions/roles';
import { msg } from '../validation/messages';
import { emailSchema } from '../validation/inputs';
import type { AuditResource, AuditedMethod } from './admin-audit';
import { ADMIN_ORGANISATION_TYPES, ADMIN_USER_SORTS } from './admin-lists';
import { USER_STATES, type UserState } from './user-states';

export const ADMIN_USERS_PAGE_SIZE = 20;
export const MAILBOX_PAGE_SIZE = 20;
/** The lines of « Journal des actions » and of a user's applications, per page. */
export const ADMIN_ACTIONS_PAGE_SIZE = 20;
export const ADMIN_USER_ENGAGEMENTS_PAGE_SIZE = 10;

export { ADMIN_ORGANISATION_TYPES, ADMIN_USER_SORTS, type AdminOrganisationType, type AdminUserSort } from './admin-lists';

const pageSchema = z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1);
const blank = z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value));
/** An optional query parameter, absent when left blank (the outer `optional` keeps the key optional in the input type). */
const blankAsAbsent = <Schema extends z.ZodMiniType>(schema: Schema) => z.optional(z.pipe(blank, z.optional(schema)));

/**
 * `/admin/utilisateurs?q=…&state=…&organisation=…&sort=…&page=…`: a part of the name, of the e-mail address or of a
 * matricule (SSO id); the account state; the kind of organisation the user belongs to; the order.
 */
export const adminUserSearchSchema = z.object({
  q: blankAsAbsent(z.string().check(z.trim(), z.maxLength(200, msg('too_long', { max: 200 })))),
  state: blankAsAbsent(z.enum(USER_STATES, msg('choose_from_list'))),
  organisation: blankAsAbsent(z.enum(ADMIN_ORGANISATION_TYPES, msg('choose_from_list'))),
  sort: z._default(z.pipe(blank, z._default(z.enum(ADMIN_USER_SORTS, msg('choose_from_list')), 'name')), 'name'),
  page: pageSchema,
});
export type AdminUserSearch = z.infer<typeof adminUserSearchSchema>;

/** A page of a list that has nothing else to choose (a user's applications, an audit). */
export const adminPageQuerySchema = z.object({ page: pageSchema });

/** `/admin/boite-mail?to=…&page=…`: one recipient's address. */
export const mailboxQuerySchema = z.object({
  to: blankAsAbsent(emailSchema),
  page: pageSchema,
});
export type MailboxQuery = z.infer<typeof mailboxQuerySchema>;

export interface AdminUserListItem {
  id: string;
  email: string;
  fullName: string;
  state: UserState;
  isPlatformAdmin: boolean;
  createdAt: string;
  /** Names of the companies and associations the user belongs to. */
  organisations: string[];
}

export interface AdminUserList {
  users: AdminUserListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ImpersonationAction {
  method: AuditedMethod;
  path: string;
  status: number;
  createdAt: string;
}

/** One line of the admin audit log (« Journal des actions »). */
export interface AdminActionRecord {
  id: number;
  admin: { id: string; fullName: string; email: string };
  /** Made as someone else: the impersonation and whom it was of; null for the admin's own session. */
  impersonation: { id: number; target: { id: string; fullName: string } } | null;
  method: AuditedMethod;
  path: string;
  resource: AuditResource | null;
  status: number;
  createdAt: string;
}

export interface AdminActionList {
  actions: AdminActionRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/** One of a user's applications, on their admin page. */
export interface AdminUserEngagement {
  id: string;
  state: EngagementState;
  createdAt: string;
  mission: { id: number; title: string };
  company: { slug: string; name: string };
  association: { slug: string; name: string } | null;
}

export interface AdminUserEngagementList {
  engagements: AdminUserEngagement[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ImpersonationRecord {
  id: number;
  admin: { id: string; fullName: string; email: string };
  target: { id: string; fullName: string; email: string };
  startedAt: string;
  endedAt: string | null;
  /** Still usable: not left and its session not expired. */
  active: boolean;
  actions: ImpersonationAction[];
}

export interface AdminUserDetail {
  user: {
    id: string;
    email: string;
    emailVerified: boolean;
    firstName: string | null;
    lastName: string | null;
    fullName: string;
    phone: string | null;
    jobTitle: string | null;
    lang: string | null;
    state: UserState;
    isPlatformAdmin: boolean;
    createdAt: string;
  };
  companies: Array<{ id: number; slug: string; name: string; role: CompanyRole; entityName: string | null; managerEmail: string | null; ssoId: string | null }>;
  associations: Array<{ id: number; slug: string; name: string; role: AssociationRole; branchName: string | null }>;
  /** Why 'Se connecter en tant que' is not offered, or null when it is. */
  impersonationRefusal: 'CANNOT_IMPERSONATE' | null;
  impersonations: ImpersonationRecord[];
}

export interface OutgoingEmail {
  id: number;
  toAddress: string;
  template: string;
  lang: string;
  subject: string;
  textBody: string;
  transport: 'smtp' | 'outbox';
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

export interface Mailbox {
  emails: OutgoingEmail[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}
