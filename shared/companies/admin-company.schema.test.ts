import { beforeAll, describe, expect, it } from 'vitest';
import { frenchValidationMessages } from '../validation/french';
import { setValidationTranslator } from '../validation/translator';
import { type AdminCompanyCreateInput, adminCompanyCreateSchema, adminCompanyListQuerySchema } from './admin-company.schema';

beforeAll(() => setValidationTranslator(frenchValidationMessages));

const valid: AdminCompanyCreateInput = {
  name: 'Initech',
  slug: 'initech',
  isActive: true,
  plans: ['mobilisation'],
  enabledFeatures: ['missions', 'quests'],
  allowedFeatures: {},
  completelyActivatedFeatures: [],
  holdingMode: 'none',
  entities: [{ name: 'Siège' }],
  adminEmails: 'rh@initech.example, DRH@initech.example',
};

function fieldsOf(input: unknown) {
  const parsed = adminCompanyCreateSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the company form', () => {
  it('takes a complete form, the addresses split, in lower case, each once', () => {
    const parsed = adminCompanyCreateSchema.parse({ ...valid, adminEmails: 'rh@initech.example, DRH@initech.example;rh@initech.example\ndrh@initech.example' });
    expect(parsed.adminEmails).toEqual(['rh@initech.example', 'drh@initech.example']);
  });

  it('takes no admin at all', () => {
    expect(adminCompanyCreateSchema.parse({ ...valid, adminEmails: '' }).adminEmails).toEqual([]);
    expect(adminCompanyCreateSchema.parse({ ...valid, adminEmails: undefined }).adminEmails).toEqual([]);
  });

  it.each([
    [{ adminEmails: 'rh@initech.example pas-une-adresse' }, 'adminEmails', '« pas-une-adresse » n\'est pas une adresse e-mail valide'],
    [{ slug: 'Initech SA' }, 'slug', 'Utilisez seulement des lettres minuscules'],
    [{ slug: '' }, 'slug', 'Ce champ est obligatoire.'],
    [{ name: '  ' }, 'name', "Indiquez le nom de l'entreprise."],
    [{ plans: [] }, 'plans', 'Choisissez au moins une offre.'],
    [{ plans: ['premium'] }, 'plans.0', 'Choisissez une valeur de la liste.'],
    [{ holdingMode: 'existing' }, 'holdingSlug', "Indiquez l'identifiant du groupe."],
    [{ holdingMode: 'new', holdingSlug: 'groupe-initech' }, 'holdingName', 'Indiquez le nom du nouveau groupe.'],
    [{ entities: [{ name: 'Siège' }, { name: 'siège' }] }, 'entities', 'Deux entités ne peuvent pas porter le même nom.'],
    [{ entities: [{ name: '' }] }, 'entities.0.name', "Indiquez le nom de l'entité, ou retirez-la."],
  ] as const)('refuses %o on %s', (change, field, message) => {
    expect(fieldsOf({ ...valid, ...change })[field]).toContain(message);
  });

  it('takes an existing or a new holding named by its slug', () => {
    expect(adminCompanyCreateSchema.safeParse({ ...valid, holdingMode: 'existing', holdingSlug: 'groupe-demo' }).success).toBe(true);
    expect(adminCompanyCreateSchema.safeParse({ ...valid, holdingMode: 'new', holdingSlug: 'groupe-initech', holdingName: 'Groupe Initech' }).success).toBe(true);
  });
});

describe('the companies list’s query', () => {
  it('drops what it does not know, and sorts by name by default', () => {
    expect(adminCompanyListQuerySchema.parse({ plan: 'premium', holding: 'Pas un slug', active: 'peut-être', sort: 'price', page: '-2' })).toEqual({ sort: 'name', page: 1 });
  });

  it('reads its filters', () => {
    expect(adminCompanyListQuerySchema.parse({ q: ' acme ', plan: 'solidarite', holding: 'none', active: 'no', sort: '-members', page: '3' })).toEqual({
      q: 'acme',
      plan: 'solidarite',
      holding: 'none',
      active: 'no',
      sort: '-members',
      page: 3,
    });
  });
});
