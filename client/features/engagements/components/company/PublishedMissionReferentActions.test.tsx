import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngagementView } from '../../../../../shared/engagements/engagement-api.schema';
import engagements from '../../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import { PublishedMissionReferentActions } from './PublishedMissionReferentActions';
import { json, renderWithProviders, stubFetch } from '../../../../testing/render';

const ID = '0b7c2f0e-7a43-4c1e-9d8b-2a1f6e5d4c3b';

function view(overrides: Partial<EngagementView> = {}): EngagementView {
  return {
    id: ID,
    state: 'validated',
    step: 'confirmed',
    missionId: 7,
    employeeId: '5f0c7a3e-1b2d-4c5e-8f9a-0b1c2d3e4f5a',
    timeType: 'work',
    activityType: 'ACTIVITY_TYPE_ENGAGEMENT',
    message: null,
    cancelReason: null,
    otherReason: null,
    cancelMessage: null,
    survey: null,
    testimony: null,
    approximateDurationHours: 3,
    revisedDurationHours: null,
    timeslots: [],
    createdAt: '2030-05-01T08:00:00.000Z',
    updatedAt: '2030-05-01T08:00:00.000Z',
    companyId: 1,
    companyName: 'Acme',
    mission: { id: 7, slug: 'collecte', title: 'Collecte solidaire', availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS', externalUrl: null, association: null, supervisorId: 'ref' },
    volunteer: { fullName: 'Sam Salarié', email: 'salarie@acme.example' },
    stateBeforeCancel: null,
    externalRegistrationDone: false,
    surveyCompletedAt: null,
    lastActivityAt: '2030-05-01T08:00:00.000Z',
    managerRequestedAt: null,
    availableActions: ['finish', 'cancel'],
    ...overrides,
  } as EngagementView;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const renderWith = (node: ReactNode) => renderWithProviders(node, '/entreprise/acme/suivi-missions/x');
const path = (call: unknown[]) => new URL(String(call[0])).pathname;

describe('PublishedMissionReferentActions (the company-published mission’s referent, on the company follow-up)', () => {
  it('offers the referent’s steps from the company API and cancels with a reason, refused in French until one is chosen', async () => {
    fetchMock.mockImplementation(async (_url: unknown, init?: RequestInit) =>
      init?.method === 'POST' ? json(200, { status: 'ok', engagement: view({ state: 'canceled', availableActions: ['revert_cancel'] }) }) : json(200, view()),
    );
    renderWith(<PublishedMissionReferentActions companySlug="acme" engagementId={ID} />);
    const section = await screen.findByRole('region', { name: 'Traiter la candidature' });
    expect(path(fetchMock.mock.calls[0]!)).toBe(`/api/v1/companies/acme/published-mission-engagements/${ID}`);
    expect(within(section).getAllByRole('button').map((button) => button.textContent)).toEqual(['Marquer comme terminée', 'Annuler la candidature']);
    fireEvent.click(within(section).getByRole('button', { name: 'Annuler la candidature' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la candidature' }));
    expect(within(dialog).getByRole('alert').textContent).not.toBe('');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Motif'), { target: { value: 'not_available' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la candidature' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(path(post)).toBe(`/api/v1/companies/acme/published-mission-engagements/${ID}/cancel`);
    expect(JSON.parse(String(post[1]!.body))).toEqual({ reason: 'not_available' });
  });

  it('shows nothing to a reader (no actions) nor for an association’s mission (404)', async () => {
    fetchMock.mockResolvedValueOnce(json(200, view({ availableActions: [] })));
    const reader = renderWith(<PublishedMissionReferentActions companySlug="acme" engagementId={ID} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reader.container.textContent).toBe('');
    reader.unmount();
    fetchMock.mockResolvedValueOnce(json(404, { error: { code: 'NOT_FOUND', message: 'x', requestId: 'r' } }));
    const other = renderWith(<PublishedMissionReferentActions companySlug="acme" engagementId={ID} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(other.container.textContent).toBe('');
  });
});
