import { describe, expect, it } from 'vitest';
import { DEFAULT_MAPPINGS, companyIdOfProvider, decideAdmission, mayEnableSingleSignOn, isEmailInDomains, mappingWithDefaults, parseDomains, profileFromAttributes, ssoProviderId } from './sso.rules';

describe('profileFromAttributes', () => {
  const mapping = DEFAULT_MAPPINGS.saml;
  it.each([
    ['reads each mapped attribute, first value of a list', { email: ['A@Acme.fr', 'b@acme.fr'], firstName: 'Ana', department: ['Siège'] }, null, { email: 'a@acme.fr', firstName: 'Ana', entity: 'Siège' }],
    ['falls back on the NameID when no e-mail attribute', { firstName: 'Ana' }, 'Ana@Acme.fr', { email: 'ana@acme.fr' }],
    ['ignores an e-mail attribute that is no address', { email: 'pas une adresse' }, 'x', { email: null }],
    ['keeps numbers as text (matricules)', { employeeNumber: 1234 }, null, { ssoId: '1234' }],
    ['treats blanks as absent', { lastName: '   ', managerEmail: '' }, null, { lastName: null, managerEmail: null }],
    ['lower-cases the manager address and drops a wrong one', { managerEmail: 'Chef@Acme.fr' }, null, { managerEmail: 'chef@acme.fr' }],
  ])('%s', (_, attributes, subject, expected) => {
    expect(profileFromAttributes(attributes, mapping, subject)).toMatchObject(expected);
  });

  it('reads nothing for a fact mapped to no attribute', () => {
    expect(profileFromAttributes({ department: 'Siège' }, { ...mapping, entity: '' }).entity).toBeNull();
  });
});

describe('mappingWithDefaults', () => {
  it('keeps what the admin set (trimmed, empty meaning not given) and fills the rest per protocol', () => {
    expect(mappingWithDefaults('oidc', { email: ' mail ', entity: '' })).toEqual({ ...DEFAULT_MAPPINGS.oidc, email: 'mail', entity: '' });
    expect(mappingWithDefaults('saml', null)).toEqual(DEFAULT_MAPPINGS.saml);
  });
});

describe('domains', () => {
  it.each([
    ['Acme.fr, @acme.com ; acme.fr\nsub.acme.fr', ['acme.fr', 'acme.com', 'sub.acme.fr']],
    ['', []],
  ])('parseDomains(%j)', (text, expected) => expect(parseDomains(text)).toEqual(expected));

  it.each([
    ['ana@acme.fr', true],
    ['ana@lyon.acme.fr', true],
    ['ana@notacme.fr', false],
    ['ana@acme.fr.evil.example', false],
    ['pas-une-adresse', false],
  ])('%s is in acme.fr: %s', (email, expected) => expect(isEmailInDomains(email, ['acme.fr'])).toBe(expected));
});

describe('decideAdmission', () => {
  const account = { userId: 'u1', state: 'registered', memberOfCompany: true, otherMemberships: 0, isPlatformAdmin: false };
  it.each([
    ['no address', null, null, { kind: 'refuse', reason: 'no_email' }],
    ['an address outside the domains', 'x@ailleurs.fr', null, { kind: 'refuse', reason: 'domain' }],
    ['a new address: created', 'new@acme.fr', null, { kind: 'create' }],
    ['an employee of the company: linked', 'a@acme.fr', account, { kind: 'link', userId: 'u1' }],
    ['an account of no organisation: joins', 'a@acme.fr', { ...account, memberOfCompany: false }, { kind: 'link', userId: 'u1' }],
    ['an employee who also belongs elsewhere: linked', 'a@acme.fr', { ...account, otherMemberships: 2 }, { kind: 'link', userId: 'u1' }],
    ['an account of another organisation', 'a@acme.fr', { ...account, memberOfCompany: false, otherMemberships: 1 }, { kind: 'refuse', reason: 'other_organisation' }],
    ['a platform admin', 'a@acme.fr', { ...account, isPlatformAdmin: true }, { kind: 'refuse', reason: 'other_organisation' }],
    ['a disabled account', 'a@acme.fr', { ...account, state: 'disabled' }, { kind: 'refuse', reason: 'disabled' }],
  ] as const)('%s', (_, email, found, expected) => {
    expect(decideAdmission(email, ['acme.fr'], found)).toEqual(expected);
  });
});

describe('provider ids', () => {
  it('name one company and protocol, and read back', () => {
    expect(ssoProviderId('saml', 12)).toBe('saml-12');
    expect(companyIdOfProvider('oidc-7')).toEqual({ protocol: 'oidc', companyId: 7 });
    expect(companyIdOfProvider('google')).toBeNull();
    expect(companyIdOfProvider('saml-7-x')).toBeNull();
  });
});

describe('mayEnableSingleSignOn', () => {
  it.each([
    [false, true, true],
    [false, false, false],
    [false, null, false],
    [true, true, false],
    [true, null, false],
  ])('provider changed since the test: %s, last test passed: %s -> %s', (changedSinceTest, lastTestSucceeded, expected) => {
    expect(mayEnableSingleSignOn({ changedSinceTest, lastTestSucceeded })).toBe(expected);
  });
});
