import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import type { TeamBuildingDetail } from '../../../../shared/team-building/team-building-api';
import { TeamBuildingForm } from './TeamBuildingForm';

const LYON = { kind: 'city' as const, label: 'Lyon', city: 'Lyon', postalCode: '69001', region: null, country: 'FR', latitude: 45.749, longitude: 4.848 };
const DETAIL: TeamBuildingDetail = {
  teamBuilding: {
    id: 4,
    companyId: 1,
    title: 'Atelier cuisine',
    description: null,
    startTime: '09:00',
    endTime: '12:00',
    duration: 'half_day',
    minParticipants: 4,
    maxParticipants: 12,
    pricePerPersonCents: 4550,
    isPriceHidden: true,
    contactName: 'Camille',
    contactEmail: 'camille@asso.example',
    contactPhone: '+33612345678',
    addresses: [LYON],
    thematics: ['THEMATIC_FOOD'],
    associationId: null,
    associationName: null,
    images: [],
    state: 'draft',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  },
  requestsCount: 0,
  availableActions: ['publish', 'archive'],
  canEdit: true,
  canDelete: true,
  canRequest: false,
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const COMPANY = { kind: 'company', companySlug: 'acme' } as const;
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const sent = () => fetchMock.mock.calls.filter(([, init]) => ['POST', 'PUT'].includes((init as RequestInit | undefined)?.method ?? ''));

describe('TeamBuildingForm', () => {
  it('refuses an empty form field by field in French, without sending', async () => {
    fetchMock.mockImplementation(async () => json(500, {}));
    renderWithProviders(<TeamBuildingForm owner={COMPANY} onSaved={vi.fn()} onCancel={vi.fn()} />, '/entreprise/acme/team-building/creer');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Certains champs sont à corriger.')).toBeTruthy();
    expect(screen.getByLabelText('Titre', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Heure invalide (format HH:MM).')).toHaveLength(2);
    expect(screen.getByText('Choisissez un lieu parmi les suggestions.')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('shows the duration the hours give (spec §9), and sends an edit with the price in cents and the phone in E.164', async () => {
    const onSaved = vi.fn();
    fetchMock.mockImplementation(async (_url: URL | string, init?: RequestInit) => (init?.method === 'PUT' ? json(200, DETAIL) : json(404, { error: { code: 'NOT_FOUND', message: 'x', requestId: 'r' } })));
    renderWithProviders(<TeamBuildingForm owner={COMPANY} detail={DETAIL} onSaved={onSaved} onCancel={vi.fn()} />, '/entreprise/acme/team-building/4/editer');
    expect(screen.getByText('Durée : Demi-journée')).toBeTruthy();
    fill('Heure de fin', '14:30');
    expect(screen.getByText('Durée : Journée entière')).toBeTruthy();
    expect((screen.getByLabelText('Prix par personne (€)') as HTMLInputElement).value).toBe('45.5');
    fill('Prix par personne (€)', '39,90');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [[url, init]] = sent() as [[string, RequestInit]];
    expect(String(url)).toContain('/api/v1/companies/acme/team-buildings/4');
    expect(JSON.parse(String(init.body))).toMatchObject({ endTime: '14:30', pricePerPersonCents: 3990, isPriceHidden: true, contactPhone: '+33612345678', addresses: [expect.objectContaining({ label: 'Lyon' })] });
  });

  it('puts the server’s field messages beside their fields', async () => {
    fetchMock.mockImplementation(async () => json(400, { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { associationId: ['Choisissez une valeur de la liste.'] }, requestId: 'r' } }));
    renderWithProviders(<TeamBuildingForm owner={COMPANY} detail={DETAIL} onSaved={vi.fn()} onCancel={vi.fn()} />, '/entreprise/acme/team-building/4/editer');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Choisissez une valeur de la liste.')).toBeTruthy();
  });
});
