import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import engagements from '../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import type { MissionPage } from '../../../../shared/missions/mission-search.schema';
import { ApplyForm } from './ApplyForm';
import { missionFixture } from '../../../../shared/sync/mission-page.fixture';
import { json, stubFetch } from '../../../testing/render';

/** A business refusal as the engagements routes answer it: the envelope, plus the result beside it. */
const refusal = (status: number, code: string, details: Record<string, unknown> = {}) =>
  json(status, { error: { code, message: code, requestId: 'r1' }, status: 'conflict', code, details });

const ENGAGEMENT = { id: '00000000-0000-4000-8000-000000000001' };

function missionPage(overrides: Partial<MissionPage['mission']> = {}): MissionPage {
  return {
    mission: missionFixture(overrides),
    association: null,
    timeslots: [
      // 09:00-12:00 Paris: a half day (4 h).
      { id: 1, kind: 'slot', startsAt: '2030-05-04T07:00:00.000Z', endsAt: '2030-05-04T10:00:00.000Z', durationHours: 3, places: 1, placesLeft: 1, signupsOpen: true },
      // 09:00-17:00 Paris: a day (7 h).
      { id: 2, kind: 'slot', startsAt: '2030-05-11T07:00:00.000Z', endsAt: '2030-05-11T15:00:00.000Z', durationHours: 8, places: 6, placesLeft: 6, signupsOpen: true },
      { id: 3, kind: 'slot', startsAt: '2030-05-18T07:00:00.000Z', endsAt: '2030-05-18T10:00:00.000Z', durationHours: 3, places: 2, placesLeft: 0, signupsOpen: true },
    ],
    apply: { allowed: true },
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(page = missionPage(), onApplied = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/collaborateur/acme/missions/7-distribution-alimentaire-du-samedi/apply']}>{node}</MemoryRouter>
    </QueryClientProvider>
  );
  render(wrap(<ApplyForm companySlug="acme" page={page} onApplied={onApplied} />));
  return onApplied;
}

const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body ?? '{}')) as Record<string, unknown>);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));

describe('ApplyForm', () => {
  it('shows the places and sign-up state of each slot, and the solidarity days the chosen slots use', () => {
    renderForm();
    expect(screen.getByText('1 place restante')).toBeTruthy();
    expect(screen.getByText('6 places restantes')).toBeTruthy();
    expect(screen.getByText('Complet')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /18\/05\/2030/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '04/05/2030 09:00–12:00' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '11/05/2030 09:00–17:00' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sur le temps de travail' }));
    // 4 h + 7 h = 11 h: a day and a half day.
    expect(screen.getByText(/Jours solidaires utilisés : 1 jour et demi \(11 h\)\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Sur le temps personnel' }));
    expect(screen.getByText("Sur votre temps personnel, aucun jour solidaire n'est utilisé.")).toBeTruthy();
  });

  it('asks for a slot and a time type before sending anything, with a summary that takes the focus', async () => {
    renderForm();
    submit();
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toContain('Choisissez au moins un créneau.');
    expect(alerts).toContain('Indiquez si vous participez sur votre temps de travail ou sur votre temps personnel.');
    expect(fetchMock).not.toHaveBeenCalled();
    const summary = screen.getByRole('heading', { name: '2 champs à corriger' }).closest('.error-summary')!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(within(summary as HTMLElement).getByRole('link', { name: 'Choisissez vos créneaux : Choisissez au moins un créneau.' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: '04/05/2030 09:00–12:00' })));
  });

  it.each([
    ['MISSION_UNAVAILABLE', 409, "Cette mission n'est plus disponible."],
    ['MISSION_NOT_VALIDATED_BY_COMPANY', 403, "Cette mission n'a pas été validée par votre entreprise."],
    ['COMPANY_INACTIVE', 403, "La plateforme de votre entreprise n'est pas active : il n'est pas possible de postuler pour le moment."],
    ['SIGNUPS_CLOSED', 409, 'Les inscriptions à ce créneau sont closes.'],
    ['NO_TIMESLOT_AVAILABLE', 409, "Aucun créneau n'est disponible pour cette mission."],
    ['ACCOUNT_NOT_VALIDATED', 403, 'Vous ne pouvez pas encore postuler : votre compte doit d\'abord être validé par votre entreprise.'],
  ])('shows the refusal %s in French and keeps what was typed', async (code, status, text) => {
    fetchMock.mockResolvedValue(refusal(status, code));
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: '04/05/2030 09:00–12:00' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sur le temps personnel' }));
    fireEvent.change(screen.getByLabelText("Votre message à l'association (facultatif)"), { target: { value: 'Bonjour !' } });
    submit();
    expect((await screen.findByText(text)).closest('[role="alert"]')).toBeTruthy();
    expect((screen.getByLabelText("Votre message à l'association (facultatif)") as HTMLTextAreaElement).value).toBe('Bonjour !');
    expect((screen.getByRole('checkbox', { name: '04/05/2030 09:00–12:00' }) as HTMLInputElement).checked).toBe(true);
  });

  it('links to the existing application when the employee already applied', async () => {
    fetchMock.mockResolvedValue(refusal(409, 'ALREADY_APPLIED', { engagementId: ENGAGEMENT.id }));
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: '04/05/2030 09:00–12:00' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sur le temps personnel' }));
    submit();
    const link = await screen.findByRole('link', { name: 'Voir ma candidature' });
    expect(link.getAttribute('href')).toBe(`/collaborateur/acme/mes-experiences/${ENGAGEMENT.id}`);
  });

  it('warns when the balance lacks solidarity days, then sends the same application again once confirmed', async () => {
    fetchMock
      .mockResolvedValueOnce(refusal(409, 'INSUFFICIENT_CREDIT', { warning: true, requestedDays: 11 / 7, availableDays: 1 }))
      .mockResolvedValueOnce(json(200, { status: 'ok', engagement: ENGAGEMENT }));
    const onApplied = renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: '04/05/2030 09:00–12:00' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '11/05/2030 09:00–17:00' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sur le temps de travail' }));
    submit();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('ces créneaux demandent 1 jour et demi (11 h) et il vous reste 1 jour');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Postuler quand même' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(ENGAGEMENT));
    const [first, second] = bodies();
    expect(first).toMatchObject({ missionId: 7, timeslotIds: [1, 2], timeType: 'work', acknowledgeInsufficientCredit: false });
    expect(second).toMatchObject({ acknowledgeInsufficientCredit: true, timeslotIds: [1, 2] });
    expect(second!.engagementId).toBe(first!.engagementId);
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/v1\/companies\/acme\/engagements$/);
  });

  it('offers the waiting list and the other open slots when the slot is full', async () => {
    fetchMock.mockImplementation(async (url: URL | string) => {
      if (String(url).endsWith('/timeslot-subscriptions')) {
        return json(200, { status: 'ok', subscription: { id: 's1', timeslotId: 1, position: 2 } });
      }
      return refusal(409, 'TIMESLOT_FULL', { fullTimeslotIds: [1], otherOpenTimeslotIds: [2], waitingListOffered: true });
    });
    renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: '04/05/2030 09:00–12:00' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sur le temps personnel' }));
    submit();
    const alert = await screen.findByText(/Ce créneau est complet/);
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText("D'autres créneaux sont encore ouverts :")).toBeTruthy();
    // The full slot can no longer be chosen; the other one can, in one click.
    expect((screen.getByRole('checkbox', { name: '04/05/2030 09:00–12:00' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(box).getByRole('button', { name: 'Choisir ce créneau' }));
    expect((screen.getByRole('checkbox', { name: '11/05/2030 09:00–17:00' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(box).getByRole('button', { name: "M'alerter si une place se libère" }));
    expect(await screen.findByText("Alerte activée : vous êtes n° 2 sur la liste d'attente.")).toBeTruthy();
    const subscribe = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/timeslot-subscriptions'))!;
    expect(JSON.parse(String((subscribe[1] as RequestInit).body))).toMatchObject({ timeslotId: 1 });
  });

  it('says the network is missing, keeps the form, and retries with the same engagement id', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(200, { status: 'ok', engagement: ENGAGEMENT }));
    const onApplied = renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: '11/05/2030 09:00–17:00' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sur le temps personnel' }));
    fireEvent.change(screen.getByLabelText("Votre message à l'association (facultatif)"), { target: { value: 'Disponible le matin' } });
    submit();
    expect(await screen.findByText(/La connexion réseau est absente : votre candidature n'a pas été envoyée/)).toBeTruthy();
    expect((screen.getByLabelText("Votre message à l'association (facultatif)") as HTMLTextAreaElement).value).toBe('Disponible le matin');
    submit();
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    const [first, second] = bodies();
    expect(second!.engagementId).toBe(first!.engagementId);
    expect(second).toMatchObject({ timeslotIds: [2], timeType: 'personal', message: 'Disponible le matin' });
  });

  it('offers only the time type the mission allows', () => {
    renderForm(missionPage({ timeType: 'personal' }));
    expect(screen.queryByRole('radio', { name: 'Sur le temps de travail' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Sur le temps personnel' }) as HTMLInputElement).checked).toBe(true);
  });
});
