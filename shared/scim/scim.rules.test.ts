import { describe, expect, it } from 'vitest';
import { applyScimPatch, parseScimFilter, scimPage, userFieldsOf } from './scim.rules';
import { SCIM_ENTERPRISE_USER_SCHEMA, SCIM_PATCH_SCHEMA, SCIM_USER_SCHEMA, scimPatchSchema, scimUserInputSchema } from './scim.schema';

const camille = { userName: 'camille@acme.example', givenName: 'Camille', familyName: 'Martin', externalId: '00u1', employeeNumber: 'M-42', active: true };
const patch = (Operations: unknown[]) => scimPatchSchema.parse({ schemas: [SCIM_PATCH_SCHEMA], Operations });

describe('parseScimFilter', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['userName eq "Camille@Acme.example"', { attribute: 'userName', value: 'camille@acme.example' }],
    ['username EQ "a@b.fr"', { attribute: 'userName', value: 'a@b.fr' }],
    ['externalId eq "00uA"', { attribute: 'externalId', value: '00uA' }],
    ['userName eq "quote\\"d@b.fr"', { attribute: 'userName', value: 'quote"d@b.fr' }],
  ])('%s reads as %j', (filter, expected) => {
    expect(parseScimFilter(filter)).toEqual({ ok: true, value: expected });
  });

  it.each(['userName co "acme"', 'emails.value eq "a@b.fr"', 'userName eq a@b.fr', 'userName eq "a" and active eq true'])('%s is refused as invalidFilter', (filter) => {
    expect(parseScimFilter(filter)).toMatchObject({ ok: false, problem: { status: 400, scimType: 'invalidFilter' } });
  });
});

describe('userFieldsOf', () => {
  it('reads a POST of Okta, user name in lower case, active by default, the matricule from the enterprise extension', () => {
    const input = scimUserInputSchema.parse({
      schemas: [SCIM_USER_SCHEMA, SCIM_ENTERPRISE_USER_SCHEMA],
      userName: ' Camille@Acme.example ',
      name: { givenName: 'Camille', familyName: 'Martin' },
      emails: [{ primary: true, value: 'camille@acme.example', type: 'work' }],
      externalId: '00u1',
      [SCIM_ENTERPRISE_USER_SCHEMA]: { employeeNumber: 'M-42' },
    });
    expect(userFieldsOf(input)).toEqual(camille);
  });

  it('reads Entra ID’s "False" as false, and refuses a body that is not a SCIM User', () => {
    expect(userFieldsOf(scimUserInputSchema.parse({ schemas: [SCIM_USER_SCHEMA], userName: 'a@b.fr', active: 'False' })).active).toBe(false);
    expect(scimUserInputSchema.safeParse({ userName: 'a@b.fr' }).success).toBe(false);
    expect(scimUserInputSchema.safeParse({ schemas: ['urn:x'], userName: 'a@b.fr' }).success).toBe(false);
    expect(scimUserInputSchema.safeParse({ schemas: [SCIM_USER_SCHEMA] }).success).toBe(false);
  });
});

describe('applyScimPatch', () => {
  it.each([
    ['Okta: replace without a path', [{ op: 'replace', value: { active: false } }], { ...camille, active: false }],
    ['Entra ID: Replace active "False"', [{ op: 'Replace', path: 'active', value: 'False' }], { ...camille, active: false }],
    ['Entra ID: names by path', [{ op: 'Replace', path: 'name.givenName', value: 'Cam' }, { op: 'Replace', path: 'name.familyName', value: 'Durand' }], { ...camille, givenName: 'Cam', familyName: 'Durand' }],
    ['a value object with a name object', [{ op: 'replace', value: { name: { familyName: 'Petit' }, userName: 'C.Petit@acme.example' } }], { ...camille, familyName: 'Petit', userName: 'c.petit@acme.example' }],
    ['the enterprise matricule', [{ op: 'add', path: `${SCIM_ENTERPRISE_USER_SCHEMA}:employeeNumber`, value: 'M-7' }], { ...camille, employeeNumber: 'M-7' }],
    ['remove the external id', [{ op: 'remove', path: 'externalId' }], { ...camille, externalId: null }],
    ['an attribute not kept is ignored', [{ op: 'replace', path: 'emails[type eq "work"].value', value: 'x@y.fr' }, { op: 'add', path: 'title', value: 'CTO' }], camille],
  ])('%s', (_case, operations, expected) => {
    expect(applyScimPatch(camille, patch(operations))).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['active not a boolean', [{ op: 'replace', path: 'active', value: 'maybe' }], 'invalidValue'],
    ['removing the user name', [{ op: 'remove', path: 'userName' }], 'invalidPath'],
    ['no path and no object', [{ op: 'replace', value: 'x' }], 'invalidValue'],
  ])('refuses %s, whatever came before', (_case, operations, scimType) => {
    expect(applyScimPatch(camille, patch([{ op: 'replace', path: 'name.givenName', value: 'Avant' }, ...operations]))).toMatchObject({ ok: false, problem: { status: 400, scimType } });
  });

  it('refuses an unknown op', () => {
    expect(scimPatchSchema.safeParse({ schemas: [SCIM_PATCH_SCHEMA], Operations: [{ op: 'move', path: 'active' }] }).success).toBe(false);
  });
});

describe('scimPage', () => {
  it.each([
    [undefined, undefined, { offset: 0, limit: 100, startIndex: 1 }],
    ['1', '10', { offset: 0, limit: 10, startIndex: 1 }],
    ['11', '500', { offset: 10, limit: 200, startIndex: 11 }],
    ['0', '-3', { offset: 0, limit: 0, startIndex: 1 }],
    ['x', 'y', { offset: 0, limit: 100, startIndex: 1 }],
  ])('startIndex %s count %s', (start, count, expected) => {
    expect(scimPage(start, count, { size: 100, max: 200 })).toEqual(expected);
  });
});
