import { QueryClient, QueryClientProvider, onlineManager, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngagementView } from '../../../../shared/engagements/engagement-api.schema';
import engagements from '../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import type { MissionPage } from '../../../../shared/missions/mission-search.schema';
import { apiFetch } from '../../../lib/api';
import { AddDatesDialog } from './AddDatesDialog';
import { EngagementDetail } from './EngagementDetail';
import { json } from '../../../testing/render';

const ID = '00000000-0000-4000-8000-000000000001';
/** A business refusal as the engagements routes answer it: the envelope, plus the result beside it. */
const refusal = (status: number, code: string, details: Record<string, unknown> = {}, fields?: Record<string, string[]>) =>
  json(status, { error: { code, message: code, requestId: 'r1', ...(fields ? { fields } : {}) }, status: status === 409 ? 'conflict' : 'rejected', code, details });

function engagement(overrides: Partial<EngagementView> = {}): EngagementView {
  return {
    id: ID,
    state: 'created',
    step: 'timeslot_to_select',
    missionId: 7,
    employeeId: '00000000-0000-4000-8000-0000000000aa',
    timeType: 'work',
    activityType: 'ACTIVITY_TYPE_ENGAGEMENT',
    message: 'Bonjour',
    cancelReason: null,
    otherReason: null,
    cancelMessage: null,
    survey: null,
    testimony: null,
    approximateDurationHours: 4,
    revisedDurationHours: null,
    // The date on slot 1 was rejected by the manager: nothing is left ('Créneau à choisir').
    timeslots: [
      {
        id: 50,
        timeslotId: 1,
        date: '2030-05-04',
        startsAt: '2030-05-04T07:00:00.000Z',
        endsAt: '2030-05-04T10:00:00.000Z',
        state: 'rejected',
        validatorType: 'manager',
        managerEmail: 'n1@acme.example',
        reviewStatus: 'to_validate',
        reviewActions: [],
      },
    ],
    createdAt: '2030-04-01T10:00:00.000Z',
    updatedAt: '2030-04-02T10:00:00.000Z',
    companyId: 1,
    companyName: 'Acme',
    mission: {
      id: 7,
      slug: 'distribution-alimentaire-du-samedi',
      title: 'Distribution alimentaire du samedi',
      availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS',
      externalUrl: null,
      association: { id: 3, slug: 'amis-du-quartier', name: 'Les Amis du quartier' },
      supervisorId: null,
    },
    volunteer: { fullName: 'Sam Salarié', email: 'salarie@acme.example' },
    stateBeforeCancel: null,
    externalRegistrationDone: false,
    surveyCompletedAt: null,
    lastActivityAt: '2030-04-02T10:00:00.000Z',
    managerRequestedAt: null,
    availableActions: ['cancel', 'add_dates'],
    ...overrides,
  };
}

function missionPage(): MissionPage {
  return {
    mission: { id: 7, slug: 'distribution-alimentaire-du-samedi', title: 'Distribution alimentaire du samedi', timeType: 'both' } as MissionPage['mission'],
    association: null,
    timeslots: [
      // On the application, rejected there: it can be chosen again.
      { id: 1, kind: 'slot', startsAt: '2030-05-04T07:00:00.000Z', endsAt: '2030-05-04T10:00:00.000Z', durationHours: 3, places: 4, placesLeft: 3, signupsOpen: true },
      // 09:00-17:00 Paris: a day (7 h).
      { id: 2, kind: 'slot', startsAt: '2030-05-11T07:00:00.000Z', endsAt: '2030-05-11T15:00:00.000Z', durationHours: 8, places: 6, placesLeft: 6, signupsOpen: true },
      // 09:00-12:00 Paris: a half day (4 h).
      { id: 3, kind: 'slot', startsAt: '2030-05-18T07:00:00.000Z', endsAt: '2030-05-18T10:00:00.000Z', durationHours: 3, places: 2, placesLeft: 2, signupsOpen: true },
      { id: 4, kind: 'slot', startsAt: '2030-05-25T07:00:00.000Z', endsAt: '2030-05-25T10:00:00.000Z', durationHours: 3, places: 2, placesLeft: 0, signupsOpen: true },
      { id: 5, kind: 'slot', startsAt: '2030-06-01T07:00:00.000Z', endsAt: '2030-06-01T10:00:00.000Z', durationHours: 3, places: 2, placesLeft: 2, signupsOpen: false },
    ],
    apply: { allowed: false, code: 'ALREADY_APPLIED' },
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
/** The answer to the add-dates call; the mission page is answered by URL. */
let answerDates: (body: Record<string, unknown>) => Response | Promise<Response>;
beforeEach(() => {
  answerDates = () => json(200, { status: 'ok', engagement: engagement({ step: 'timeslot_to_validate' }) });
  fetchMock = vi.fn(async (url: URL | string, init?: RequestInit) => {
    if (String(url).includes('/missions/7')) return json(200, missionPage());
    if (String(url).endsWith('/timeslot-subscriptions')) return json(200, { status: 'ok', subscription: { id: 's1', timeslotId: 4, position: 1 } });
    if (String(url).endsWith(`/engagements/${ID}/dates`)) return answerDates(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
    return json(404, { error: { code: 'NOT_FOUND', message: 'x' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

/** The mission's page as the missions feature reads it for an employee (ExperiencePage passes that hook). */
const useMissionPage = (companySlug: string, missionId: number) =>
  useQuery({ queryKey: ['missions', 'page', companySlug, missionId], queryFn: () => apiFetch<MissionPage>(`/companies/${encodeURIComponent(companySlug)}/missions/${missionId}`), staleTime: 30_000 });

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/collaborateur/acme/mes-experiences/${ID}`]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function renderDialog(view = engagement()) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  wrap(<AddDatesDialog companySlug="acme" engagement={view} useMissionPage={useMissionPage} onDone={onDone} onClose={onClose} />);
  return { onDone, onClose };
}

const datesCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/engagements/${ID}/dates`));
const bodies = () => datesCalls().map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Ajouter ces dates' }));
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('AddDatesDialog', () => {
  it('lists the mission slots: the full and the closed ones cannot be chosen; the one rejected before can, with a hint', async () => {
    renderDialog();
    expect(await screen.findByText('Date refusée auparavant')).toBeTruthy();
    expect(checkbox('04/05/2030 09:00–12:00').disabled).toBe(false);
    expect(checkbox('04/05/2030 09:00–12:00').getAttribute('aria-describedby')).toBe(screen.getByText('Date refusée auparavant').id);
    expect(screen.queryByText('Déjà dans votre candidature')).toBeNull();
    expect(checkbox('11/05/2030 09:00–17:00').disabled).toBe(false);
    expect(checkbox('25/05/2030 09:00–12:00').disabled).toBe(true);
    expect(checkbox('01/06/2030 09:00–12:00').disabled).toBe(true);
    expect(screen.getByText('Complet')).toBeTruthy();
    expect(screen.getByText('Inscriptions closes')).toBeTruthy();
    expect(screen.getByRole('button', { name: "M'alerter si une place se libère" })).toBeTruthy();
    // Work time: the solidarity days the chosen slots use (7 h + 4 h).
    fireEvent.click(checkbox('11/05/2030 09:00–17:00'));
    fireEvent.click(checkbox('18/05/2030 09:00–12:00'));
    expect(screen.getByText(/Jours solidaires utilisés : 1 jour et demi \(11 h\)\./)).toBeTruthy();
  });

  it('asks for a slot before sending anything', async () => {
    renderDialog();
    await screen.findByText('Date refusée auparavant');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Choisissez au moins un créneau.');
    expect(datesCalls()).toHaveLength(0);
  });

  it('sends the chosen slots to the application and hands back the updated application', async () => {
    const { onDone } = renderDialog();
    fireEvent.click(await screen.findByRole('checkbox', { name: '18/05/2030 09:00–12:00' }));
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: ID, step: 'timeslot_to_validate' })));
    expect(String(datesCalls()[0]![0])).toBe(`${window.location.origin}/api/v1/engagements/${ID}/dates`);
    expect(bodies()).toEqual([{ timeslotIds: [3], acknowledgeInsufficientCredit: false }]);
  });

  it('sends a slot whose date was rejected before, to choose it again', async () => {
    const { onDone } = renderDialog();
    fireEvent.click(await screen.findByRole('checkbox', { name: '04/05/2030 09:00–12:00' }));
    fireEvent.click(checkbox('18/05/2030 09:00–12:00'));
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies()).toEqual([{ timeslotIds: [1, 3], acknowledgeInsufficientCredit: false }]);
  });

  it('keeps a slot with a live date out of the choice, and says when a date was canceled before', async () => {
    const base = engagement().timeslots[0]!;
    renderDialog(
      engagement({
        step: 'timeslot_to_validate',
        timeslots: [
          { ...base, state: 'canceled', validatorType: null },
          { ...base, id: 51, timeslotId: 3, startsAt: '2030-05-18T07:00:00.000Z', endsAt: '2030-05-18T10:00:00.000Z', state: 'toValidate', validatorType: null },
        ],
      }),
    );
    expect(await screen.findByText('Date annulée auparavant')).toBeTruthy();
    expect(checkbox('04/05/2030 09:00–12:00').disabled).toBe(false);
    expect(screen.getByText('Déjà dans votre candidature')).toBeTruthy();
    expect(checkbox('18/05/2030 09:00–12:00').disabled).toBe(true);
    expect(screen.queryByText('Date refusée auparavant')).toBeNull();
  });

  it('warns when the balance lacks solidarity days, then sends the same choice again once confirmed', async () => {
    answerDates = (body) =>
      body.acknowledgeInsufficientCredit
        ? json(200, { status: 'ok', engagement: engagement({ step: 'timeslot_to_validate' }) })
        : refusal(409, 'INSUFFICIENT_CREDIT', { warning: true, requestedDays: 11 / 7, availableDays: 1 });
    const { onDone } = renderDialog();
    fireEvent.click(await screen.findByRole('checkbox', { name: '11/05/2030 09:00–17:00' }));
    fireEvent.click(checkbox('18/05/2030 09:00–12:00'));
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('ces dates demandent 1 jour et demi (11 h) et il vous reste 1 jour');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter quand même' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies()).toEqual([
      { timeslotIds: [2, 3], acknowledgeInsufficientCredit: false },
      { timeslotIds: [2, 3], acknowledgeInsufficientCredit: true },
    ]);
  });

  it('offers the waiting list and the other open slots when a slot is full, keeping the choice of the others', async () => {
    answerDates = () => refusal(409, 'TIMESLOT_FULL', { fullTimeslotIds: [3], otherOpenTimeslotIds: [2], waitingListOffered: true });
    renderDialog();
    fireEvent.click(await screen.findByRole('checkbox', { name: '18/05/2030 09:00–12:00' }));
    submit();
    const box = (await screen.findByText(/Ce créneau est complet/)).closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText("D'autres créneaux sont encore ouverts :")).toBeTruthy();
    expect(checkbox('18/05/2030 09:00–12:00').disabled).toBe(true);
    fireEvent.click(within(box).getByRole('button', { name: 'Choisir ce créneau' }));
    expect(checkbox('11/05/2030 09:00–17:00').checked).toBe(true);
    fireEvent.click(within(box).getByRole('button', { name: "M'alerter si une place se libère" }));
    expect(await screen.findByText("Alerte activée : vous êtes n° 1 sur la liste d'attente.")).toBeTruthy();
  });

  it.each([
    ['SIGNUPS_CLOSED', 409, 'Les inscriptions à ce créneau sont closes.'],
    ['INVALID_TRANSITION', 409, "Cette action n'est plus possible dans l'état actuel."],
    ['MISSION_UNAVAILABLE', 409, "Cette mission n'est plus disponible."],
  ])('shows the refusal %s in French and keeps the choice', async (code, status, text) => {
    answerDates = () => refusal(status, code);
    renderDialog();
    fireEvent.click(await screen.findByRole('checkbox', { name: '11/05/2030 09:00–17:00' }));
    submit();
    expect((await screen.findByText(text)).closest('[role="alert"]')).toBeTruthy();
    expect(checkbox('11/05/2030 09:00–17:00').checked).toBe(true);
  });

  it('shows the field message of a slot already on the application', async () => {
    answerDates = () => refusal(400, 'VALIDATION_FAILED', {}, { timeslotIds: ['Ce créneau figure déjà dans votre candidature : choisissez-en un autre.'] });
    renderDialog();
    fireEvent.click(await screen.findByRole('checkbox', { name: '11/05/2030 09:00–17:00' }));
    submit();
    expect(await screen.findByText('Ce créneau figure déjà dans votre candidature : choisissez-en un autre.')).toBeTruthy();
  });

  it('says when the network is missing and keeps the choice; offline, nothing can be sent', async () => {
    answerDates = () => Promise.reject(new TypeError('Failed to fetch'));
    renderDialog();
    fireEvent.click(await screen.findByRole('checkbox', { name: '11/05/2030 09:00–17:00' }));
    submit();
    expect(await screen.findByText(/La connexion réseau est absente : rien n'a été envoyé/)).toBeTruthy();
    expect(checkbox('11/05/2030 09:00–17:00').checked).toBe(true);
    act(() => onlineManager.setOnline(false));
    expect((screen.getByRole('button', { name: 'Ajouter ces dates' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Choisir des dates demande une connexion réseau/)).toBeTruthy();
  });

  it('shows the error of the mission page, with a way back', async () => {
    fetchMock.mockImplementation(async () => json(500, { error: { code: 'INTERNAL', message: 'x' } }));
    const { onClose } = renderDialog();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revenir' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('EngagementDetail: choosing dates', () => {
  it('puts « Choisir un créneau » first when no date is left, and opens the picker', async () => {
    wrap(<EngagementDetail companySlug="acme" useMissionPage={useMissionPage} engagement={engagement()} />);
    const button = screen.getByRole('button', { name: 'Choisir un créneau' });
    expect(button.className).toContain('button--primary');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Choisir de nouvelles dates' })).toBeTruthy();
  });

  it('offers « Ajouter des dates » on a live application that has dates, and nothing where the server does not list add_dates (canceled, text mission)', () => {
    const withDate = engagement({ timeslots: [{ ...engagement().timeslots[0]!, state: 'validated' }] });
    const { unmount } = wrap(<EngagementDetail companySlug="acme" useMissionPage={useMissionPage} engagement={withDate} />);
    expect(screen.getByRole('button', { name: 'Ajouter des dates' }).className).not.toContain('button--primary');
    unmount();
    const canceled = wrap(<EngagementDetail companySlug="acme" useMissionPage={useMissionPage} engagement={engagement({ state: 'canceled', availableActions: [] })} />);
    expect(screen.queryByRole('button', { name: /Ajouter des dates|Choisir un créneau/ })).toBeNull();
    canceled.unmount();
    wrap(<EngagementDetail companySlug="acme" useMissionPage={useMissionPage} engagement={engagement({ mission: { ...engagement().mission, availabilityType: 'MISSION_AVAILABILITY_TYPE_TEXT' }, availableActions: ['cancel'] })} />);
    expect(screen.queryByRole('button', { name: /Ajouter des dates|Choisir un créneau/ })).toBeNull();
  });

  it('disables the action offline with a short explanation', () => {
    onlineManager.setOnline(false);
    wrap(<EngagementDetail companySlug="acme" useMissionPage={useMissionPage} engagement={engagement()} />);
    const button = screen.getByRole('button', { name: 'Choisir un créneau' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toMatch(/Choisir des dates demande une connexion réseau/);
  });
});

describe('EngagementDetail: « Relancer mon manager »', () => {
  const awaiting = (managerRequestedAt: string | null) =>
    engagement({ managerRequestedAt, timeslots: [{ ...engagement().timeslots[0]!, state: 'toValidate' }], availableActions: ['cancel'] });
  const now = new Date('2030-04-10T12:00:00.000Z');

  it('is not offered the moment the manager was asked, and says from when it will be', () => {
    wrap(<EngagementDetail companySlug="acme" useMissionPage={useMissionPage} engagement={awaiting('2030-04-10T09:00:00.000Z')} now={now} />);
    expect(screen.queryByRole('button', { name: 'Relancer mon manager' })).toBeNull();
    expect(screen.getByText("Si votre manager n'a pas répondu, vous pourrez le relancer à partir du 12/04/2030.")).toBeTruthy();
  });

  it('is offered two days after the manager was last asked', () => {
    wrap(<EngagementDetail companySlug="acme" useMissionPage={useMissionPage} engagement={awaiting('2030-04-08T09:00:00.000Z')} now={now} />);
    expect(screen.getByRole('button', { name: 'Relancer mon manager' })).toBeTruthy();
    expect(screen.queryByText(/vous pourrez le relancer/)).toBeNull();
  });

  it('is not offered on personal time, nor when no date awaits the manager', () => {
    const { unmount } = wrap(<EngagementDetail companySlug="acme" useMissionPage={useMissionPage} engagement={{ ...awaiting(null), timeType: 'personal' }} now={now} />);
    expect(screen.queryByRole('button', { name: 'Relancer mon manager' })).toBeNull();
    unmount();
    wrap(<EngagementDetail companySlug="acme" useMissionPage={useMissionPage} engagement={engagement({ managerRequestedAt: null })} now={now} />);
    expect(screen.queryByRole('button', { name: 'Relancer mon manager' })).toBeNull();
  });
});
