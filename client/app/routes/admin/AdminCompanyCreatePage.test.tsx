import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_FEATURES } from '../../../../shared/companies/plans';
import { json, renderRoute, stubFetch } from '../../../testing/render';
import { AdminCompanyCreatePage } from './AdminCompanyCreatePage';

let fetchMock: ReturnType<typeof vi.fn>;
let page: ReturnType<typeof renderRoute>;
const renderPage = () => (page = renderRoute('/admin/entreprises/creer', <AdminCompanyCreatePage />, '/admin/entreprises/creer', ['/admin/entreprises/:companySlug']));
const posted = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === 'POST').map(([, init]) => JSON.parse(String((init as RequestInit).body)));
const HOLDINGS = { holdings: [{ id: 1, slug: 'groupe-demo', name: 'Groupe Démo', companies: 3 }] };

// The form awaits its schemas, loaded beside the page, when it is sent: loaded here first, so the first submit's wait
// is not the module's first transform on a loaded machine.
beforeAll(() => import('../../../../shared/companies/admin-company.schema'));
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminCompanyCreatePage (/admin/entreprises/creer)', () => {
  it('refuses on their fields, before sending anything, a missing plan and a malformed address', async () => {
    fetchMock.mockImplementation(async () => json(200, HOLDINGS));
    renderPage();
    fireEvent.change(await screen.findByLabelText("Nom de l'entreprise"), { target: { value: 'Société Générale des Eaux' } });
    // The slug follows the name until it is typed.
    expect((screen.getByLabelText('Identifiant') as HTMLInputElement).value).toBe('societe-generale-des-eaux');
    fireEvent.change(screen.getByLabelText('Adresses e-mail des administrateurs'), { target: { value: 'drh@sge.example, pas-une-adresse' } });
    fireEvent.click(screen.getByRole('button', { name: "Créer l'entreprise" }));
    expect(await screen.findByRole('heading', { name: '2 champs à corriger' })).toBeTruthy();
    expect(screen.getAllByText('Choisissez au moins une offre.').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/« pas-une-adresse » n'est pas une adresse e-mail valide/).length).toBeGreaterThan(0);
    expect(posted()).toEqual([]);
  });

  it('sends the plan with its catalogue, the holding and the entities, shows the server’s field refusal, then opens the created company', async () => {
    let attempt = 0;
    fetchMock.mockImplementation(async (_url: URL, init: RequestInit) => {
      if (init.method !== 'POST') return json(200, HOLDINGS);
      attempt += 1;
      return attempt === 1
        ? json(400, { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { slug: ['Cet identifiant est déjà utilisé par une autre entreprise : choisissez-en un autre.'] } } })
        : json(201, { slug: 'initech-bis', invitations: { invited: ['drh@initech.example'], added: [], unchanged: [] } });
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText("Nom de l'entreprise"), { target: { value: 'Initech' } });
    fireEvent.click(within(screen.getByRole('group', { name: /Offres souscrites/ })).getByLabelText('Solidarité'));
    expect((screen.getByLabelText("Appels à projets · Incluse dans l'offre Solidarité") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText("Appels à projets · Incluse dans l'offre Solidarité"));
    fireEvent.click(screen.getByLabelText('Un groupe existant'));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Groupe Démo (groupe-demo)' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Groupe à rejoindre'), { target: { value: 'groupe-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une entité' }));
    fireEvent.change(screen.getByLabelText('Entité 1'), { target: { value: 'Siège' } });
    fireEvent.change(screen.getByLabelText('Adresses e-mail des administrateurs'), { target: { value: 'drh@initech.example' } });
    fireEvent.click(screen.getByRole('button', { name: "Créer l'entreprise" }));

    const slug = screen.getByLabelText('Identifiant');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Cet identifiant est déjà utilisé par une autre entreprise : choisissez-en un autre.').length).toBeGreaterThan(0);
    expect(posted()[0]).toMatchObject({
      name: 'Initech',
      slug: 'initech',
      plans: ['solidarite'],
      allowedFeatures: { solidarite: PLAN_FEATURES.solidarite.filter((feature) => feature !== 'project_calls') },
      holdingMode: 'existing',
      holdingSlug: 'groupe-demo',
      entities: [{ name: 'Siège' }],
      adminEmails: 'drh@initech.example',
    });

    fireEvent.change(slug, { target: { value: 'initech-bis' } });
    // Typed by hand: the name no longer moves it.
    fireEvent.change(screen.getByLabelText("Nom de l'entreprise"), { target: { value: 'Initech Bis' } });
    expect((slug as HTMLInputElement).value).toBe('initech-bis');
    fireEvent.click(screen.getByRole('button', { name: "Créer l'entreprise" }));
    await waitFor(() => expect(page.at().pathname).toBe('/admin/entreprises/initech-bis'));
  });
});
