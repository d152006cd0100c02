import { describe, expect, it } from 'vitest';
import { type Me, meSchema } from './me';
import { isMe } from './me.guard';

const valid: Me = {
  user: {
    id: 'u1',
    email: 'camille@x.fr',
    firstName: 'Camille',
    lastName: 'Martin',
    fullName: 'Camille Martin',
    lang: 'fr',
    isPlatformAdmin: false,
    phone: '0601020304',
    jobTitle: 'Chargée RSE',
    state: 'registered',
  },
  companies: [
    { id: 1, slug: 'acme', name: 'Acme', role: 'COMPANY_ADMIN', holdingId: 9, entityId: null },
    { id: 2, slug: 'globex', name: 'Globex', role: 'COMPANY_COLLABORATOR' },
  ],
  associations: [{ id: 3, slug: 'amis', name: 'Les Amis', role: 'ASSOCIATION_MEMBER' }],
  impersonatedBy: 'admin-1',
  pendingLegalDocuments: [
    { versionId: 4, kind: 'terms_of_use', audience: 'employees', organisationName: null, versionLabel: '2026-1', publishedOn: '2026-01-01', fileUrl: '/uploads/a.pdf' },
  ],
};

/** Deep copy, then change one path: `undefined` as the new value sets the key to undefined, DELETE removes it. */
const DELETE = Symbol('delete');
function withPath(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === DELETE) delete target[last];
  else target[last] = value;
  return copy;
}

const samples: [string, unknown, boolean][] = [
  ['a full session', valid, true],
  [
    'a minimal session (no phone nor job title, no organisation, names and language null)',
    {
      user: { id: 'u', email: 'c@x.fr', firstName: null, lastName: null, fullName: 'c@x.fr', lang: null, isPlatformAdmin: true },
      companies: [],
      associations: [],
      impersonatedBy: null,
    },
    true,
  ],
  ['phone and job title null', withPath(withPath(valid, ['user', 'phone'], null), ['user', 'jobTitle'], null), true],
  ['phone set to undefined', withPath(valid, ['user', 'phone'], undefined), true],
  ['a session cached before state, holding and entity were sent', withPath(withPath(withPath(valid, ['user', 'state'], DELETE), ['companies', 0, 'holdingId'], DELETE), ['companies', 0, 'entityId'], DELETE), true],
  ['every user state', withPath(valid, ['user', 'state'], 'toValidate'), true],
  ['an unknown user state', withPath(valid, ['user', 'state'], 'banned'), false],
  ['a holding that is not a number', withPath(valid, ['companies', 0, 'holdingId'], '9'), false],
  ['an entity that is not a number', withPath(valid, ['companies', 0, 'entityId'], true), false],
  ['an unknown key on the session', { ...valid, extra: 1 }, true],
  ['an unknown key on the user', withPath(valid, ['user', 'avatar'], 'x.png'), true],
  ['an unknown key on a company', withPath(valid, ['companies', 0, 'logo'], null), true],
  ['every company role', { ...valid, companies: ['COMPANY_COLLABORATOR', 'COMPANY_AMBASSADOR', 'COMPANY_ADMIN', 'COMPANY_HOLDING_ADMIN'].map((role, id) => ({ id, slug: 's', name: 'n', role })) }, true],
  ['every association role', { ...valid, associations: ['ASSOCIATION_ADMIN', 'ASSOCIATION_MEMBER'].map((role, id) => ({ id, slug: 's', name: 'n', role })) }, true],
  ['null (signed out: the caller handles it)', null, false],
  ['undefined', undefined, false],
  ['a string', 'me', false],
  ['a number', 1, false],
  ['an array', [valid], false],
  ['an empty object', {}, false],
  ['no user', withPath(valid, ['user'], DELETE), false],
  ['user null', withPath(valid, ['user'], null), false],
  ['user an array', withPath(valid, ['user'], []), false],
  ['no id', withPath(valid, ['user', 'id'], DELETE), false],
  ['id a number', withPath(valid, ['user', 'id'], 1), false],
  ['email null', withPath(valid, ['user', 'email'], null), false],
  ['firstName missing', withPath(valid, ['user', 'firstName'], DELETE), false],
  ['lastName a number', withPath(valid, ['user', 'lastName'], 3), false],
  ['fullName null', withPath(valid, ['user', 'fullName'], null), false],
  ['lang missing', withPath(valid, ['user', 'lang'], DELETE), false],
  ['isPlatformAdmin a string', withPath(valid, ['user', 'isPlatformAdmin'], 'false'), false],
  ['isPlatformAdmin missing', withPath(valid, ['user', 'isPlatformAdmin'], DELETE), false],
  ['phone a number', withPath(valid, ['user', 'phone'], 601020304), false],
  ['jobTitle an object', withPath(valid, ['user', 'jobTitle'], {}), false],
  ['companies missing', withPath(valid, ['companies'], DELETE), false],
  ['companies an object', withPath(valid, ['companies'], {}), false],
  ['a company null', withPath(valid, ['companies', 1], null), false],
  ['a company id a string', withPath(valid, ['companies', 0, 'id'], '1'), false],
  ['a company id NaN', withPath(valid, ['companies', 0, 'id'], Number.NaN), false],
  ['a company id infinite', withPath(valid, ['companies', 0, 'id'], Number.POSITIVE_INFINITY), false],
  ['a company without slug', withPath(valid, ['companies', 0, 'slug'], DELETE), false],
  ['a company name null', withPath(valid, ['companies', 0, 'name'], null), false],
  ['an unknown company role', withPath(valid, ['companies', 0, 'role'], 'BOSS'), false],
  ['an association role on a company', withPath(valid, ['companies', 0, 'role'], 'ASSOCIATION_ADMIN'), false],
  ['a role in lower case', withPath(valid, ['companies', 0, 'role'], 'company_admin'), false],
  ['associations null', withPath(valid, ['associations'], null), false],
  ['a company role on an association', withPath(valid, ['associations', 0, 'role'], 'COMPANY_ADMIN'), false],
  ['an association without id', withPath(valid, ['associations', 0, 'id'], DELETE), false],
  ['impersonatedBy missing', withPath(valid, ['impersonatedBy'], DELETE), false],
  ['impersonatedBy a boolean', withPath(valid, ['impersonatedBy'], true), false],
  ['a session cached before the legal documents were sent', withPath(valid, ['pendingLegalDocuments'], DELETE), true],
  ['no legal document to accept', withPath(valid, ['pendingLegalDocuments'], []), true],
  ['a legal document reserved to an organisation', withPath(valid, ['pendingLegalDocuments', 0, 'organisationName'], 'Acme'), true],
  ['a legal document of an unknown kind', withPath(valid, ['pendingLegalDocuments', 0, 'kind'], 'charter'), false],
  ['a legal document of an unknown audience', withPath(valid, ['pendingLegalDocuments', 0, 'audience'], 'admins'), false],
  ['a legal document without its file', withPath(valid, ['pendingLegalDocuments', 0, 'fileUrl'], DELETE), false],
  ['legal documents null', withPath(valid, ['pendingLegalDocuments'], null), false],
];

describe('isMe, the shell twin of meSchema', () => {
  it.each(samples)('%s', (_, sample, expected) => {
    expect(meSchema.safeParse(sample).success).toBe(expected);
    expect(isMe(sample)).toBe(expected);
  });

  // Every key the schema declares, at every level, removed or given each kind of value: the guard answers as the
  // schema does. A key added to the schema is covered here without touching this test.
  const paths: (string | number)[][] = [
    ...Object.keys(meSchema.shape).map((key) => [key]),
    ...Object.keys(meSchema.shape.user.shape).map((key) => ['user', key]),
    ...Object.keys(meSchema.shape.companies.def.element.shape).map((key) => ['companies', 0, key]),
    ...Object.keys(meSchema.shape.associations.def.element.shape).map((key) => ['associations', 0, key]),
    ...Object.keys(meSchema.shape.pendingLegalDocuments.def.innerType.def.element.shape).map((key) => ['pendingLegalDocuments', 0, key]),
    ['pendingLegalDocuments', 0],
    ['companies', 0],
    ['associations', 0],
  ];
  const values: unknown[] = [DELETE, undefined, null, '', 'x', 'COMPANY_ADMIN', 'ASSOCIATION_MEMBER', 0, 1.5, -1, Number.NaN, true, false, {}, [], [valid.companies[0]]];

  it.each(paths.map((path) => [path.join('.'), path] as const))('agrees with the schema on every value of %s', (_, path) => {
    for (const value of values) {
      const sample = withPath(valid, path, value);
      expect({ value, guard: isMe(sample) }).toEqual({ value, guard: meSchema.safeParse(sample).success });
    }
  });

  it('the sample the mutations start from is valid', () => {
    expect(meSchema.safeParse(valid).success).toBe(true);
    expect(isMe(valid)).toBe(true);
  });
});
