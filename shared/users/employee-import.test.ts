import { describe, expect, it } from 'vitest';
import { checkImportLine, normaliseHeading, readImportHeader, readImportRole, splitEmailList } from './employee-import';

const context = {
  entities: [
    { id: 1, name: 'Siège' },
    { id: 2, name: 'Agence Lyon' },
  ],
  assignableRoles: ['COMPANY_COLLABORATOR', 'COMPANY_AMBASSADOR', 'COMPANY_ADMIN'] as const,
};
const ALL = ['e-mail', 'prénom', 'nom', 'entité', 'e-mail du manager', 'matricule', 'rôle'];
const columns = (readImportHeader(ALL) as { ok: true; columns: never[] }).columns;

describe('headings', () => {
  it.each([
    ['E-mail', 'email'],
    ['  Prénom ', 'prenom'],
    ['E-mail du manager', 'emaildumanager'],
    ['Entité', 'entite'],
  ])('%s reads as %s', (heading, normalised) => expect(normaliseHeading(heading)).toBe(normalised));

  it('knows the seven columns, in any order, French or English', () => {
    expect(readImportHeader(ALL)).toEqual({ ok: true, columns: ['email', 'firstName', 'lastName', 'entity', 'managerEmail', 'matricule', 'role'] });
    expect(readImportHeader(['Matricule', 'Email', 'First name'])).toEqual({ ok: true, columns: ['matricule', 'email', 'firstName'] });
  });

  it.each([
    [['prénom', 'nom'], [{ line: 1, column: 'email', code: 'email_column_missing' }]],
    [['e-mail', 'service'], [{ line: 1, column: null, code: 'column_unknown', params: { heading: 'service' } }]],
    [['e-mail', 'Mail'], [{ line: 1, column: 'email', code: 'column_twice', params: { heading: 'Mail' } }]],
  ])('refuses %j', (headings, errors) => expect(readImportHeader(headings)).toEqual({ ok: false, errors }));
});

describe('roles in the file', () => {
  it.each([
    ['Collaborateur', 'COMPANY_COLLABORATOR'],
    ['ambassadrice', 'COMPANY_AMBASSADOR'],
    ['ADMINISTRATEUR', 'COMPANY_ADMIN'],
    ['Administrateur de groupe', 'COMPANY_HOLDING_ADMIN'],
    ['company_admin', 'COMPANY_ADMIN'],
    ['chef', null],
  ])('%s -> %s', (text, role) => expect(readImportRole(text)).toBe(role));
});

describe('one line of the file', () => {
  const line = (cells: string[]) => checkImportLine(4, cells, columns, context);

  it('gives the employee, addresses in lower case, the entity by its name in any case, empty cells as null', () => {
    expect(line(['Lea.Roux@Acme.example', 'Léa', 'Roux', 'agence lyon', 'Chef@Acme.example', 'M-12', 'Ambassadeur'])).toEqual({
      ok: true,
      row: { line: 4, email: 'lea.roux@acme.example', firstName: 'Léa', lastName: 'Roux', entityId: 2, managerEmail: 'chef@acme.example', matricule: 'M-12', role: 'COMPANY_AMBASSADOR' },
    });
    expect(line(['a@acme.example', '', ' ', '', '', '', ''])).toEqual({
      ok: true,
      row: { line: 4, email: 'a@acme.example', firstName: null, lastName: null, entityId: null, managerEmail: null, matricule: null, role: null },
    });
  });

  it.each([
    [['', 'A', 'B', '', '', '', ''], [{ line: 4, column: 'email', code: 'email_required' }]],
    [['pas-une-adresse', '', '', '', '', '', ''], [{ line: 4, column: 'email', code: 'email_invalid', params: { value: 'pas-une-adresse' } }]],
    [['a@acme.example', '', '', 'Paris', '', '', ''], [{ line: 4, column: 'entity', code: 'entity_unknown', params: { value: 'Paris', entities: 'Siège, Agence Lyon' } }]],
    [['a@acme.example', '', '', '', 'chef', '', ''], [{ line: 4, column: 'managerEmail', code: 'manager_email_invalid', params: { value: 'chef' } }]],
    [['a@acme.example', '', '', '', '', 'x'.repeat(65), ''], [{ line: 4, column: 'matricule', code: 'too_long', params: { max: 64 } }]],
    [['a@acme.example', '', '', '', '', '', 'Chef'], [{ line: 4, column: 'role', code: 'role_unknown', params: { value: 'Chef' } }]],
    [['a@acme.example', '', '', '', '', '', 'Administrateur de groupe'], [{ line: 4, column: 'role', code: 'role_not_allowed', params: { value: 'Administrateur de groupe' } }]],
    [['a@acme.example', 'A\u0000', '', '', '', '', ''], [{ line: 4, column: 'firstName', code: 'text_invalid' }]],
    [['a@acme.example', 'A'], [{ line: 4, column: null, code: 'fields_mismatch', params: { expected: 7, found: 2 } }]],
  ])('refuses %j', (cells, errors) => expect(line(cells)).toEqual({ ok: false, errors }));
});

describe('the invitation field', () => {
  it('splits on spaces, commas, semicolons and new lines, keeps each address once and names the bad ones with their line', () => {
    expect(splitEmailList('a@x.fr, b@x.fr;c@x.fr\n\nA@X.fr  nope\r\nd@x.fr b@x')).toEqual({
      valid: ['a@x.fr', 'b@x.fr', 'c@x.fr', 'd@x.fr'],
      invalid: [
        { line: 3, value: 'nope' },
        { line: 4, value: 'b@x' },
      ],
    });
    expect(splitEmailList(' , ')).toEqual({ valid: [], invalid: [] });
  });

  it('keeps the 49 good addresses of 50 and names the one that is not', () => {
    const lines = Array.from({ length: 50 }, (_, index) => (index === 36 ? 'jean.dupont@acme' : `p${index}@acme.example`));
    const { valid, invalid } = splitEmailList(lines.join('\n'));
    expect(valid).toHaveLength(49);
    expect(invalid).toEqual([{ line: 37, value: 'jean.dupont@acme' }]);
  });
});
