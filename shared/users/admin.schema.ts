/**
 * The platform administrators' pages about accounts (spec §2 'Admin'): the
 * users list and page, the impersonation audit, and the mailbox of every
 * e-mail the platform sent. Query schemas are shared by the API and the screens.
 */
import * as z from 'zod/mini';
import type { AssociationRole, CompanyRole } from '../permissions/roles';
import { emailSchema } from '../validation/inputs';
import type { UserState } from './user.schema';

export const ADMIN_USERS_PAGE_SIZE = 20;
export const MAILBOX_PAGE_SIZE = 20;

const pageSchema = z.catch(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1);
const blank = z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value));
/** An optional query parameter, absent when left blank (the outer `optional` keeps the key optional in the input type). */
const blankAsAbsent = <Schema extends z.ZodMiniType>(schema: Schema) => z.optional(z.pipe(blank, z.optional(schema)));

/** `/admin/utilisateurs?q=…&page=…`: a part of the name or of the e-mail address. */
export const adminUserSearchSchema = z.object({
  q: blankAsAbsent(z.string().check(z.trim(), z.maxLength(200))),
  page: pageSchema,
});
export type AdminUserSearch = z.infer<typeof adminUserSearchSchema>;

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
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  status: number;
  createdAt: string;
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
  companies: Array<{ id: number; slug: string; name: string; role: CompanyRole; entityName: string | null; managerEmail: string | null }>;
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
