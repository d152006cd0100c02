import type { Actor } from '../../../shared/permissions/actor';
import { companyMemberActions } from '../../../shared/permissions/members';
import {
  type ImportLineError,
  type ImportRow,
  checkImportLine,
  readImportHeader,
} from '../../../shared/users/employee-import';
import type { EmployeeImportPreview, EmployeeImportPreviewRow, EmployeeImportReport } from '../../../shared/users/membership.schema';
import type { Sql, TransactionSql } from '../../db/connect';
import { type Outcome, Refusal, runMutation } from '../../http/mutation';
import type { MailMessage } from '../../mail/mailer';
import { findUserDisplayName, inviteOne } from '../users/invitations.service';
import { parseEmployeeCsv } from './employee-import.csv';
import { type Deps, managerOf, organisationOf } from './members.service';
import * as q from './members.sql';
import type { CompanyRecord } from './sql';

/** The preview lists this many lines at most; its counts are the whole file's. */
export const PREVIEW_ROWS = 200;

type Tx = Sql | TransactionSql;

interface CheckedFile {
  rows: ImportRow[];
  /** The company's employees the file names, by address. */
  existing: Map<string, q.ImportedMemberRow>;
  entities: Map<number, string>;
  errors: ImportLineError[];
}

/**
 * Every check of the file, in the company of the request, before anything is written: its shape (papaparse), its
 * headings, each line (shared rules), an address or a matricule twice, a matricule another employee holds, and an
 * employee the importing manager may not change (themselves, a group admin for a company admin) when the line
 * would change them.
 */
async function checkFile(tx: Tx, actor: Actor, company: CompanyRecord, csv: string, lock: boolean): Promise<CheckedFile> {
  const entityRows = await q.listCompanyEntities(tx, company.id);
  const entities = new Map(entityRows.map((entity) => [entity.id, entity.name]));
  const manager = managerOf(actor, company);
  const empty: CheckedFile = { rows: [], existing: new Map(), entities, errors: [] };

  const parsed = parseEmployeeCsv(csv);
  if (!parsed.ok) return { ...empty, errors: parsed.errors };
  const header = readImportHeader(parsed.headings);
  if (!header.ok) return { ...empty, errors: header.errors };

  const errors: ImportLineError[] = [];
  const rows: ImportRow[] = [];
  const context = { entities: entityRows, assignableRoles: manager.assignableRoles };
  for (const { line, cells } of parsed.lines) {
    const checked = checkImportLine(line, cells, header.columns, context);
    if (checked.ok) rows.push(checked.row);
    else errors.push(...checked.errors);
  }

  const firstLineOf = new Map<string, number>();
  const matriculeLine = new Map<string, number>();
  for (const row of rows) {
    const first = firstLineOf.get(row.email);
    if (first !== undefined) errors.push({ line: row.line, column: 'email', code: 'email_twice', params: { value: row.email, first } });
    else firstLineOf.set(row.email, row.line);
    if (row.matricule !== null) {
      const other = matriculeLine.get(row.matricule);
      if (other !== undefined) errors.push({ line: row.line, column: 'matricule', code: 'matricule_twice', params: { value: row.matricule, first: other } });
      else matriculeLine.set(row.matricule, row.line);
    }
  }

  const emails = [...firstLineOf.keys()];
  const existing = new Map((emails.length > 0 ? await q.lockCompanyMembersByEmail(tx, company.id, emails, lock) : []).map((member) => [member.email, member]));
  const holders = new Map((await q.listCompanyMatricules(tx, company.id)).map((entry) => [entry.matricule, entry.email]));
  for (const row of rows) {
    const holder = row.matricule !== null ? holders.get(row.matricule) : undefined;
    if (holder !== undefined && holder !== row.email) errors.push({ line: row.line, column: 'matricule', code: 'matricule_taken', params: { value: row.matricule!, email: holder } });
    const member = existing.get(row.email);
    if (member && changes(member, row) && !companyMemberActions(manager, member).includes('edit')) {
      errors.push({ line: row.line, column: 'email', code: 'member_not_manageable', params: { value: row.email } });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, existing, entities, errors };
}

/** The employment a line gives an employee already there: an empty cell keeps what they have. */
function merged(member: q.ImportedMemberRow, row: ImportRow) {
  return {
    role: row.role ?? member.role,
    entityId: row.entityId ?? member.entityId,
    managerEmail: row.managerEmail ?? member.managerEmail,
    matricule: row.matricule ?? member.matricule,
  };
}

function changes(member: q.ImportedMemberRow, row: ImportRow): boolean {
  const next = merged(member, row);
  return next.role !== member.role || next.entityId !== member.entityId || next.managerEmail !== member.managerEmail || next.matricule !== member.matricule;
}

/** What the file would do, with its line errors; nothing is written. */
export async function previewEmployeeImport(deps: Deps, actor: Actor, company: CompanyRecord, csv: string): Promise<EmployeeImportPreview> {
  const file = await checkFile(deps.sql, actor, company, csv, false);
  const rows: EmployeeImportPreviewRow[] = file.rows.map((row) => ({
    line: row.line,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    entity: row.entityId !== null ? file.entities.get(row.entityId)! : null,
    managerEmail: row.managerEmail,
    matricule: row.matricule,
    role: row.role,
    outcome: file.existing.has(row.email) ? 'update' : 'create',
  }));
  const toUpdate = rows.filter((row) => row.outcome === 'update').length;
  return { rows: rows.slice(0, PREVIEW_ROWS), errors: file.errors, toCreate: rows.length - toUpdate, toUpdate };
}

/**
 * Creates or updates the file's employees in one transaction, and invites the new ones through the invitation flow
 * (a link, or the membership and a notice for an address that already has an account). A file with any line error is
 * refused as a whole (EMPLOYEE_IMPORT_INVALID, its errors in `details`) and nothing is written.
 */
export function importEmployees(deps: Deps, actor: Actor, company: CompanyRecord, csv: string): Promise<Outcome<EmployeeImportReport>> {
  return runMutation(deps.sql, async (tx) => {
    const file = await checkFile(tx, actor, company, csv, true);
    if (file.errors.length > 0) throw new Refusal('EMPLOYEE_IMPORT_INVALID', { errors: file.errors });
    const organisation = organisationOf(company);
    const inviterName = (await findUserDisplayName(tx, actor.userId)) ?? company.name;
    const report: EmployeeImportReport = { created: 0, updated: 0, invited: 0 };
    const mails: MailMessage[] = [];
    for (const row of file.rows) {
      const member = file.existing.get(row.email);
      if (member) {
        if (changes(member, row)) {
          await q.updateCompanyMemberEmployment(tx, company.id, member.userId, merged(member, row));
          report.updated++;
        }
        await q.setInvitedUserNames(tx, member.userId, row);
        continue;
      }
      const invited = await inviteOne(tx, deps, { email: row.email, organisation, role: row.role ?? 'COMPANY_COLLABORATOR', invitedBy: actor.userId, inviterName });
      const created = (await q.lockCompanyMembersByEmail(tx, company.id, [row.email], true))[0]!;
      await q.updateCompanyMemberEmployment(tx, company.id, created.userId, merged(created, row));
      await q.setInvitedUserNames(tx, created.userId, row);
      report.created++;
      if (invited.outcome === 'invited') report.invited++;
      if (invited.mail) mails.push(invited.mail);
    }
    return { result: { status: 'ok' as const, ...report }, mails };
  });
}
