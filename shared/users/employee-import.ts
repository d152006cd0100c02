/**
 * The company's employees brought in by a list of addresses or by a CSV file
 * (`/entreprise/{slug}/volontaires`), as pure rules without zod: the server
 * checks every line with them, and the screens read the limits and the
 * column names. Line problems are codes with parameters, worded by the
 * screen in the reader's language (`companies:import.errors.<code>`).
 */
import { EMAIL_PATTERN } from '../validation/email';
import { textIssues } from '../validation/text';
import { COMPANY_ROLES, type CompanyRole } from '../permissions/roles';

/** At most this many employees in one file (and one request). */
export const MAX_IMPORT_LINES = 5_000;
/** The file's size as text: 5,000 lines of seven columns fit well within it. */
export const MAX_IMPORT_CHARACTERS = 2_000_000;
/** At most this many addresses typed in one invitation. */
export const MAX_INVITED_ADDRESSES = 500;

export const IMPORT_COLUMNS = ['email', 'firstName', 'lastName', 'entity', 'managerEmail', 'matricule', 'role'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The headings of the template file, as French spreadsheets show them. */
export const IMPORT_HEADINGS: Record<ImportColumn, string> = {
  email: 'e-mail',
  firstName: 'prénom',
  lastName: 'nom',
  entity: 'entité',
  managerEmail: 'e-mail du manager',
  matricule: 'matricule',
  role: 'rôle',
};

export const NAME_MAX = 100;
export const MATRICULE_MAX = 64;

/** A heading as people type it: lower case, no accents, no spaces or punctuation ("E-mail du manager" -> "emaildumanager"). */
export function normaliseHeading(heading: string): string {
  return heading
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const HEADING_ALIASES: Record<string, ImportColumn> = {
  email: 'email',
  mail: 'email',
  adresseemail: 'email',
  prenom: 'firstName',
  firstname: 'firstName',
  nom: 'lastName',
  nomdefamille: 'lastName',
  lastname: 'lastName',
  entite: 'entity',
  entity: 'entity',
  emaildumanager: 'managerEmail',
  emailmanager: 'managerEmail',
  manager: 'managerEmail',
  manageremail: 'managerEmail',
  matricule: 'matricule',
  ssoid: 'matricule',
  employeessoid: 'matricule',
  role: 'role',
};

export type ImportErrorCode =
  | 'file_empty'
  | 'too_many_lines'
  | 'column_unknown'
  | 'column_twice'
  | 'email_column_missing'
  | 'fields_mismatch'
  | 'text_invalid'
  | 'email_required'
  | 'email_invalid'
  | 'manager_email_invalid'
  | 'too_long'
  | 'entity_unknown'
  | 'role_unknown'
  | 'role_not_allowed'
  | 'email_twice'
  | 'matricule_twice'
  | 'matricule_taken'
  | 'member_not_manageable';

/** One problem of the file: its line (1 is the headings), the column when it is one cell's, and what is wrong. */
export interface ImportLineError {
  line: number;
  column: ImportColumn | null;
  code: ImportErrorCode;
  params?: Record<string, string | number>;
}

export type ImportHeader = { ok: true; columns: Array<ImportColumn | null> } | { ok: false; errors: ImportLineError[] };

/** Which column each heading is; an unknown or repeated heading, or no e-mail column, refuses the file. */
export function readImportHeader(headings: readonly string[]): ImportHeader {
  const errors: ImportLineError[] = [];
  const seen = new Set<ImportColumn>();
  const columns = headings.map((heading) => {
    if (heading.trim() === '') return null;
    const column = HEADING_ALIASES[normaliseHeading(heading)];
    if (!column) {
      errors.push({ line: 1, column: null, code: 'column_unknown', params: { heading: heading.trim() } });
      return null;
    }
    if (seen.has(column)) errors.push({ line: 1, column, code: 'column_twice', params: { heading: heading.trim() } });
    seen.add(column);
    return column;
  });
  if (!seen.has('email')) errors.push({ line: 1, column: 'email', code: 'email_column_missing' });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, columns };
}

const ROLE_LABELS: Record<string, CompanyRole> = {
  collaborateur: 'COMPANY_COLLABORATOR',
  collaboratrice: 'COMPANY_COLLABORATOR',
  salarie: 'COMPANY_COLLABORATOR',
  ambassadeur: 'COMPANY_AMBASSADOR',
  ambassadrice: 'COMPANY_AMBASSADOR',
  administrateur: 'COMPANY_ADMIN',
  administratrice: 'COMPANY_ADMIN',
  admin: 'COMPANY_ADMIN',
  administrateurgroupe: 'COMPANY_HOLDING_ADMIN',
  administratricegroupe: 'COMPANY_HOLDING_ADMIN',
  administrateurdegroupe: 'COMPANY_HOLDING_ADMIN',
};

/** A role as written in the file: the French label shown in the app (any case, accents or not) or its code. */
export function readImportRole(value: string): CompanyRole | null {
  const trimmed = value.trim();
  if ((COMPANY_ROLES as readonly string[]).includes(trimmed.toUpperCase())) return trimmed.toUpperCase() as CompanyRole;
  return ROLE_LABELS[normaliseHeading(trimmed)] ?? null;
}

/** One employee as the file gives them; `null` is an empty cell (for an employee already there: left as it is). */
export interface ImportRow {
  line: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The entity's id in the company. */
  entityId: number | null;
  managerEmail: string | null;
  matricule: string | null;
  role: CompanyRole | null;
}

export interface ImportContext {
  /** The company's entities: a cell names one (any case). */
  entities: ReadonlyArray<{ id: number; name: string }>;
  /** The roles the importing manager may hand out. */
  assignableRoles: readonly CompanyRole[];
}


/**
 * One data line of the file, checked on its own: the row it gives, or its
 * problems. What needs the other lines or the database (an address twice, a
 * matricule someone else holds) is the caller's.
 */
export function checkImportLine(
  line: number,
  cells: readonly string[],
  columns: ReadonlyArray<ImportColumn | null>,
  context: ImportContext,
): { ok: true; row: ImportRow } | { ok: false; errors: ImportLineError[] } {
  const errors: ImportLineError[] = [];
  if (cells.length !== columns.length) {
    return { ok: false, errors: [{ line, column: null, code: 'fields_mismatch', params: { expected: columns.length, found: cells.length } }] };
  }
  const cell = (column: ImportColumn): string | null => {
    const index = columns.indexOf(column);
    const value = index >= 0 ? cells[index]!.trim() : '';
    return value === '' ? null : value;
  };
  for (const column of IMPORT_COLUMNS) {
    const value = cell(column);
    if (value !== null && textIssues(value).length > 0) errors.push({ line, column, code: 'text_invalid' });
  }
  if (errors.length > 0) return { ok: false, errors };

  const email = cell('email');
  if (email === null) errors.push({ line, column: 'email', code: 'email_required' });
  else if (!EMAIL_PATTERN.test(email)) errors.push({ line, column: 'email', code: 'email_invalid', params: { value: email } });

  const text = (column: 'firstName' | 'lastName' | 'matricule', max: number) => {
    const value = cell(column);
    if (value !== null && value.length > max) errors.push({ line, column, code: 'too_long', params: { max } });
    return value;
  };
  const firstName = text('firstName', NAME_MAX);
  const lastName = text('lastName', NAME_MAX);
  const matricule = text('matricule', MATRICULE_MAX);

  const managerEmail = cell('managerEmail');
  if (managerEmail !== null && !EMAIL_PATTERN.test(managerEmail)) errors.push({ line, column: 'managerEmail', code: 'manager_email_invalid', params: { value: managerEmail } });

  const entityName = cell('entity');
  const entity = entityName === null ? null : context.entities.find((candidate) => candidate.name.toLocaleLowerCase('fr') === entityName.toLocaleLowerCase('fr'));
  if (entityName !== null && !entity) {
    errors.push({ line, column: 'entity', code: 'entity_unknown', params: { value: entityName, entities: context.entities.map((e) => e.name).join(', ') } });
  }

  const roleText = cell('role');
  const role = roleText === null ? null : readImportRole(roleText);
  if (roleText !== null && role === null) errors.push({ line, column: 'role', code: 'role_unknown', params: { value: roleText } });
  else if (role !== null && !context.assignableRoles.includes(role)) errors.push({ line, column: 'role', code: 'role_not_allowed', params: { value: roleText! } });

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    row: {
      line,
      email: email!.toLowerCase(),
      firstName,
      lastName,
      entityId: entity?.id ?? null,
      managerEmail: managerEmail?.toLowerCase() ?? null,
      matricule,
      role,
    },
  };
}

/**
 * The addresses typed in the invitation field, separated by spaces, commas,
 * semicolons or new lines: the well-formed ones (lower case, each once) and
 * the others with the line they are on, so one bad address among fifty is named
 * and the forty-nine others still go.
 */
export function splitEmailList(text: string): { valid: string[]; invalid: Array<{ line: number; value: string }> } {
  const valid: string[] = [];
  const invalid: Array<{ line: number; value: string }> = [];
  text.split(/\r\n|\r|\n/).forEach((content, index) => {
    for (const value of content.split(/[\s,;]+/).filter(Boolean)) {
      if (EMAIL_PATTERN.test(value)) {
        const email = value.toLowerCase();
        if (!valid.includes(email)) valid.push(email);
      } else invalid.push({ line: index + 1, value });
    }
  });
  return { valid, invalid };
}
