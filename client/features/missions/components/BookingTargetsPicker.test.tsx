import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import missions from '../../../../shared/locales/fr/missions.json' with { type: 'json' };
import { BookingTargetsPicker } from './BookingTargetsPicker';
import { MissionForm } from './MissionForm';
import { json, stubFetch } from '../../../testing/render';

vi.mock('../../../ui/PlaceInput', () => ({ PlaceInput: (props: { label: string }) => <span>{props.label}</span> }));
vi.mock('../../../ui/ImagesInput', () => ({ ImagesInput: (props: { label: string }) => <span>{props.label}</span> }));

const TARGETS = {
  companies: [
    { id: 1, name: 'Acme', entities: [{ id: 11, name: 'Agence Lyon' }, { id: 12, name: 'Siège' }] },
    { id: 2, name: 'Globex', entities: [] },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => vi.unstubAllGlobals());

function wrap(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/association/amis/missions/creer-une-mission']}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function Picker(props: { restriction: 'companies' | 'entities'; companyIds?: number[]; entityIds?: number[]; onCompanies?: (ids: number[]) => void; onEntities?: (ids: number[]) => void }) {
  return (
    <BookingTargetsPicker
      scope={{ kind: 'association', slug: 'amis' }}
      restriction={props.restriction}
      companyIds={props.companyIds ?? []}
      entityIds={props.entityIds ?? []}
      onCompanyIdsChange={props.onCompanies ?? (() => {})}
      onEntityIdsChange={props.onEntities ?? (() => {})}
    />
  );
}

describe('BookingTargetsPicker', () => {
  it('loads the partner companies of the association and ticks them', async () => {
    fetchMock.mockResolvedValue(json(200, TARGETS));
    const onCompanies = vi.fn();
    wrap(<Picker restriction="companies" companyIds={[2]} onCompanies={onCompanies} />);
    expect(screen.getByRole('status').textContent).toBe('Chargement des entreprises…');
    await screen.findByLabelText('Globex');
    const group = screen.getByRole('group', { name: 'Entreprises autorisées' });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/v1\/associations\/amis\/booking-targets$/);
    expect((within(group).getByLabelText('Globex') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByLabelText('Acme'));
    expect(onCompanies).toHaveBeenCalledWith([2, 1]);
    fireEvent.click(within(group).getByLabelText('Globex'));
    expect(onCompanies).toHaveBeenLastCalledWith([]);
  });

  it('says "Aucune entreprise partenaire" when the association has none', async () => {
    fetchMock.mockResolvedValue(json(200, { companies: [] }));
    wrap(<Picker restriction="companies" />);
    expect(await screen.findByText('Aucune entreprise partenaire')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows a failed load in French with a retry that loads again', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'UNEXPECTED', message: 'Erreur' } })).mockResolvedValueOnce(json(200, TARGETS));
    wrap(<Picker restriction="companies" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("La liste des entreprises n'a pas pu être chargée.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByLabelText('Acme')).toBeTruthy();
  });

  it('for entities: a company first, then its entities; an entity no longer offered stays ticked and visible', async () => {
    fetchMock.mockResolvedValue(json(200, TARGETS));
    const onEntities = vi.fn();
    wrap(<Picker restriction="entities" entityIds={[99]} onEntities={onEntities} />);
    const company = (await screen.findByLabelText('Entreprise')) as HTMLSelectElement;
    expect(company.value).toBe('');
    expect((screen.getByLabelText('Entité n° 99 (plus proposée)') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(company, { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText('Siège'));
    expect(onEntities).toHaveBeenCalledWith([99, 12]);
    fireEvent.change(company, { target: { value: '2' } });
    expect(screen.getByText('Cette entreprise n\'a aucune entité.')).toBeTruthy();
  });
});

describe('MissionForm booking restriction', () => {
  it('sends the ticked company ids, and shows the server refusal next to the picker', async () => {
    fetchMock.mockImplementation(async (url: URL | string) => {
      if (String(url).endsWith('/booking-targets')) return json(200, TARGETS);
      return json(400, { error: { code: 'VALIDATION_FAILED', message: 'Certains champs ne sont pas correctement remplis.', fields: { restrictedCompanyIds: ['Choisissez une entreprise parmi celles proposées.'] } } });
    });
    wrap(<MissionForm scope={{ kind: 'association', slug: 'amis' }} supervisors={[]} association={{ id: 1, name: 'Les Amis du Quartier' }} onDone={() => {}} />);
    fireEvent.change(screen.getByLabelText('Titre'), { target: { value: 'Atelier réservé' } });
    fireEvent.change(screen.getByLabelText('Restriction des inscriptions'), { target: { value: 'companies' } });

    // Nothing ticked: the shared schema refuses before sending.
    await screen.findByLabelText('Acme');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    const group = screen.getByRole('group', { name: 'Entreprises autorisées' });
    expect(await within(group).findByText('Choisissez au moins une entreprise.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(group).getByLabelText('Globex'));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await within(group).findByText('Choisissez une entreprise parmi celles proposées.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toMatchObject({ bookingRestriction: 'companies', restrictedCompanyIds: [2], targetedForEntityIds: [] });
    expect((within(group).getByLabelText('Globex') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Atelier réservé');
  });
});
