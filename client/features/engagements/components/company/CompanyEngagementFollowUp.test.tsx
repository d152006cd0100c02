import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FollowedEngagement, MissionVolunteers as MissionVolunteersData } from '../../../../../shared/engagements/company-follow-up';
import type { EngagementView } from '../../../../../shared/engagements/engagement-api.schema';
import engagements from '../../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import errors from '../../../../../shared/locales/fr/errors.json' with { type: 'json' };
import missions from '../../../../../shared/locales/fr/missions.json' with { type: 'json' };
import { CompanyEngagementFollowUp } from './CompanyEngagementFollowUp';
import { TimeslotsExport } from './CompanyFollowUpList';
import { MissionVolunteers } from './MissionVolunteers';
import { json, renderWithProviders, stubFetch } from '../../../../testing/render';

function view(overrides: Partial<EngagementView> = {}): EngagementView {
  return {
    id: '0b9f1b8e-6f1a-4a51-9a1e-1f3a2c4d5e6f',
    state: 'created',
    step: 'timeslot_to_validate',
    missionId: 7,
    employeeId: '1b9f1b8e-6f1a-4a51-9a1e-1f3a2c4d5e6f',
    timeType: 'work',
    activityType: 'ACTIVITY_TYPE_ENGAGEMENT',
    message: null,
    cancelReason: null,
    otherReason: null,
    cancelMessage: null,
    survey: null,
    testimony: null,
    approximateDurationHours: 4,
    revisedDurationHours: null,
    timeslots: [
      {
        id: 41,
        timeslotId: 9,
        date: '2030-05-04',
        startsAt: '2030-05-04T07:00:00.000Z',
        endsAt: '2030-05-04T10:00:00.000Z',
        state: 'toValidate',
        validatorType: null,
        managerEmail: 'manager@acme.example',
        reviewStatus: 'to_validate',
        reviewActions: ['validate', 'challenge', 'cancel'],
      },
    ],
    createdAt: '2030-04-01T08:00:00.000Z',
    updatedAt: '2030-04-01T08:00:00.000Z',
    companyId: 1,
    companyName: 'Acme',
    mission: { id: 7, slug: 'distribution', title: 'Distribution alimentaire du samedi', availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS', externalUrl: null, association: { id: 1, slug: 'amis', name: 'Les Amis du Quartier' }, supervisorId: null },
    volunteer: { fullName: 'Sarah Martin', email: 'salarie@acme.example' },
    stateBeforeCancel: null,
    externalRegistrationDone: false,
    surveyCompletedAt: null,
    lastActivityAt: '2030-04-01T08:00:00.000Z',
    managerRequestedAt: null,
    availableActions: [],
    ...overrides,
  } as EngagementView;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const renderWith = (node: ReactNode, url = '/entreprise/acme/suivi-missions/0b9f1b8e-6f1a-4a51-9a1e-1f3a2c4d5e6f') => renderWithProviders(node, url);

describe('CompanyEngagementFollowUp', () => {
  it('lets a company admin validate a date in the manager’s place, after confirming', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'ok', timeslot: { id: 41, state: 'validated' } }));
    renderWith(<CompanyEngagementFollowUp companySlug="acme" engagement={view()} canDecide online />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Suivi de Sarah Martin');
    const row = screen.getByTestId('company-date');
    expect(row.textContent).toContain('04/05/2030 09:00–12:00');
    expect(row.textContent).toContain('À valider');
    fireEvent.click(within(row).getByRole('button', { name: 'Valider' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Valider la date du 04/05/2030 09:00–12:00 à la place du manager ?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/companies/acme/engagement-timeslots/41/validate');
    expect((init as RequestInit).method).toBe('POST');
  });

  it('shows no decision buttons to an ambassador, who reads only', () => {
    renderWith(<CompanyEngagementFollowUp companySlug="acme" engagement={view()} canDecide={false} online />);
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
    expect(screen.getByText('Seuls les administrateurs de l\'entreprise valident des dates et revoient le temps passé.')).toBeTruthy();
  });

  it('opens the time-spent review panel with the actions the server lists, and shows a refusal in French', async () => {
    fetchMock.mockResolvedValue(json(409, { error: { code: 'TIME_SPENT_LOCKED', message: 'Verrouillé' }, status: 'rejected', code: 'TIME_SPENT_LOCKED' }));
    renderWith(<CompanyEngagementFollowUp companySlug="acme" engagement={view()} canDecide online />, '/entreprise/acme/suivi-missions/x?panel-time-spent=41');
    const panel = screen.getByTestId('time-spent-review');
    expect(within(panel).getByTestId('review-status').textContent).toBe('À valider');
    expect(within(panel).getAllByRole('button').map((button) => button.textContent)).toEqual(['Valider le temps passé', 'Contester', 'Annuler le temps passé']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Contester' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Contester' }));
    await waitFor(() => expect(within(panel).getByRole('alert').textContent).toBe(errors.TIME_SPENT_LOCKED));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/companies/acme/engagement-timeslots/41/review/challenge');
  });

  it('says a canceled review can no longer change', () => {
    const canceled = view({ timeslots: [{ ...view().timeslots[0]!, reviewStatus: 'canceled', reviewActions: [] }] });
    renderWith(<CompanyEngagementFollowUp companySlug="acme" engagement={canceled} canDecide online />, '/entreprise/acme/suivi-missions/x?panel-time-spent=41');
    const panel = screen.getByTestId('time-spent-review');
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    expect(panel.textContent).toContain('il ne peut plus être modifié');
  });
});

describe('TimeslotsExport', () => {
  it('refuses a period that ends before it starts, keeping the dates typed', () => {
    renderWith(<TimeslotsExport companySlug="acme" />, '/entreprise/acme/suivi-missions');
    const from = screen.getByLabelText('Du') as HTMLInputElement;
    const to = screen.getByLabelText('Au') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '01/05/2026' } });
    fireEvent.change(to, { target: { value: '01/04/2026' } });
    expect(screen.getByRole('alert').textContent).toBe('La date de fin doit suivre la date de début.');
    expect(from.value).toBe('01/05/2026');
    expect((screen.getByRole('button', { name: 'Télécharger (Excel)' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('MissionVolunteers', () => {
  const volunteer: FollowedEngagement = {
    id: '0b9f1b8e-6f1a-4a51-9a1e-1f3a2c4d5e6f',
    state: 'validated',
    timeType: 'work',
    createdAt: '2030-04-01T08:00:00.000Z',
    employee: { id: 'u1', fullName: 'Sarah Martin', email: 'salarie@acme.example' },
    mission: { id: 7, slug: 'distribution', title: 'Distribution alimentaire du samedi', organiserName: 'Les Amis du Quartier' },
    dates: [{ id: 41, startsAt: '2030-05-04T07:00:00.000Z', endsAt: '2030-05-04T10:00:00.000Z', state: 'validated', reviewStatus: 'to_validate' }],
  };
  const data: MissionVolunteersData = { mission: { id: 7, slug: 'distribution', title: 'Distribution alimentaire du samedi', organiserName: 'Les Amis du Quartier' }, volunteers: [volunteer] };

  it('lists the company’s volunteers with a link to each follow-up', () => {
    renderWith(<MissionVolunteers companySlug="acme" companyName="Acme" data={data} online />, '/entreprise/acme/missions/7?bar_tab=volunteers');
    expect(screen.getByRole('tab', { name: 'Volontaires (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Voir le suivi' }).getAttribute('href')).toBe('/entreprise/acme/suivi-missions/0b9f1b8e-6f1a-4a51-9a1e-1f3a2c4d5e6f');
    expect(screen.getByTestId('followed-engagement').textContent).toContain('Confirmée');
  });

  it('opens the messenger of a volunteer’s application (messenger_modal)', async () => {
    fetchMock.mockResolvedValue(
      json(200, { engagementId: volunteer.id, missionTitle: data.mission.title, volunteerName: 'Sarah Martin', associationName: 'Les Amis du Quartier', canWrite: false, messages: [], otherSideLastReadId: null }),
    );
    renderWith(<MissionVolunteers companySlug="acme" companyName="Acme" data={data} online />, '/entreprise/acme/missions/7?bar_tab=volunteers');
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir la messagerie' }));
    expect(await screen.findByRole('dialog', { name: 'Messagerie' })).toBeTruthy();
    await waitFor(() => expect(String(fetchMock.mock.calls[0]![0])).toContain(`/api/v1/companies/acme/engagements/${volunteer.id}/messages`));
  });

  it('loads the subscribers tab, and says when nobody waits', async () => {
    fetchMock.mockResolvedValue(json(200, { mission: data.mission, subscribers: [] }));
    renderWith(<MissionVolunteers companySlug="acme" companyName="Acme" data={data} online />, '/entreprise/acme/missions/7?bar_tab=subscribers');
    expect(await screen.findByText('Aucun salarié de l\'entreprise n\'est en liste d\'attente.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/companies/acme/missions/7/subscribers');
  });
});
