import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngagementView, ManagerValidationView } from '../../../../shared/engagements/engagement-api.schema';
import type { Conversation } from '../../../../shared/engagements/message.schema';
import engagements from '../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import { EngagementFollowUp } from './follow-up/EngagementFollowUp';
import { ManagerValidation } from './manager/ManagerValidation';
import { Messenger } from './messenger/Messenger';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';

// The cancel dialog loads lazily (its own chunk in the app). Loaded here once before the tests, so a test's wait for the
// dialog measures the screen, not the first transform of that module on a busy machine (which passed 1 s under load).
beforeAll(async () => {
  await import('./follow-up/CancelApplicationDialog');
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const renderWith = (node: ReactNode, url = '/') => renderWithProviders(node, url);

const managerView: ManagerValidationView = {
  engagementId: '0b7c2f0e-7a43-4c1e-9d8b-2a1f6e5d4c3b',
  employee: { fullName: 'Sam Salarié' },
  company: { name: 'Acme' },
  mission: { title: "Refonte du site internet de l'association", associationName: 'Les Amis du Quartier' },
  timeslots: [
    { id: 11, date: '2030-05-04', startsAt: '2030-05-04T07:00:00.000Z', endsAt: '2030-05-04T10:00:00.000Z', state: 'toValidate' },
    { id: 12, date: '2030-05-11', startsAt: '2030-05-11T07:00:00.000Z', endsAt: '2030-05-11T10:00:00.000Z', state: 'validated' },
  ],
  expiresAt: '2030-06-01T10:00:00.000Z',
};

describe('manager validation', () => {
  it('validates one date after confirming, then shows its new state', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { status: 'ok', timeslot: { id: 11, state: 'validated' } })).mockResolvedValue(json(200, { ...managerView, timeslots: managerView.timeslots.map((slot) => ({ ...slot, state: 'validated' })) }));
    renderWith(<ManagerValidation token="tok" view={managerView} online />);
    expect(screen.getByText('Sam Salarié')).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
    // Only the date awaiting a decision has the buttons.
    expect(screen.getAllByRole('button', { name: 'Valider' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Vous validez la participation de Sam Salarié le 04/05/2030 09:00–12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Oui, valider' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/manager-validations/tok/timeslots/11/validate');
    expect(init.method).toBe('POST');
  });

  it('rejects a date, and keeps the dialog open with the reason when the server refuses', async () => {
    fetchMock.mockResolvedValue(json(409, { error: { code: 'INVALID_TRANSITION', message: 'x', requestId: 'r' }, status: 'conflict', code: 'INVALID_TRANSITION' }));
    renderWith(<ManagerValidation token="tok" view={managerView} online />);
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui, refuser' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/timeslots/11/reject');
  });
});

const conversation: Conversation = {
  engagementId: '0b7c2f0e-7a43-4c1e-9d8b-2a1f6e5d4c3b',
  missionTitle: 'Distribution alimentaire',
  volunteerName: 'Sam Salarié',
  associationName: 'Les Amis du Quartier',
  organiserName: null,
  canWrite: true,
  messages: [
    { id: 1, authorKind: 'system', authorName: null, mine: false, body: 'Merci de venir avec des chaussures fermées.', createdAt: '2030-05-01T08:00:00.000Z' },
    { id: 2, authorKind: 'volunteer', authorName: 'Sam Salarié', mine: false, body: 'Bonjour !', createdAt: '2030-05-01T08:01:00.000Z' },
  ],
  otherSideLastReadId: null,
};

describe('Messenger', () => {
  it('lists the messages and keeps the draft when sending fails', async () => {
    fetchMock.mockImplementation((url: string | URL, init?: RequestInit) =>
      Promise.resolve(init?.method === 'POST' ? json(500, { error: { code: 'UNEXPECTED', message: 'x', requestId: 'r' } }) : json(200, conversation)),
    );
    renderWith(<Messenger scope={{ kind: 'association', slug: 'amis' }} engagementId={conversation.engagementId} />);
    expect(await screen.findByText('Merci de venir avec des chaussures fermées.')).toBeTruthy();
    expect(screen.getByText('Message automatique · Les Amis du Quartier')).toBeTruthy();
    const draft = screen.getByLabelText('Votre message') as HTMLTextAreaElement;
    fireEvent.change(draft, { target: { value: 'Rendez-vous à 9 h.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur inattendue est survenue');
    expect(draft.value).toBe('Rendez-vous à 9 h.');
  });

  it('clears the draft once sent, and refuses an empty message without calling the server', async () => {
    fetchMock.mockImplementation((url: string | URL, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? json(200, { status: 'ok', message: { id: 3, authorKind: 'association', authorName: 'Alice', mine: true, body: 'À 9 h.', createdAt: '2030-05-01T09:00:00.000Z' } })
          : json(200, conversation),
      ),
    );
    renderWith(<Messenger scope={{ kind: 'association', slug: 'amis' }} engagementId={conversation.engagementId} />);
    const draft = (await screen.findByLabelText('Votre message')) as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ce champ est obligatoire.');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    fireEvent.change(draft, { target: { value: 'À 9 h.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(draft.value).toBe(''));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(init.body)).toEqual({ body: 'À 9 h.' });
  });

  it('shows the empty state and, for readers, no composer', async () => {
    fetchMock.mockResolvedValue(json(200, { ...conversation, messages: [], canWrite: false }));
    renderWith(<Messenger scope={{ kind: 'company', slug: 'acme' }} engagementId={conversation.engagementId} />);
    expect(await screen.findByText('Aucun message pour le moment. Écrivez le premier !')).toBeTruthy();
    expect(screen.queryByLabelText('Votre message')).toBeNull();
    expect(screen.getByText('Vous consultez cette conversation en lecture seule.')).toBeTruthy();
  });
});

function engagement(overrides: Partial<EngagementView> = {}): EngagementView {
  return {
    id: '0b7c2f0e-7a43-4c1e-9d8b-2a1f6e5d4c3b',
    state: 'created',
    step: 'message_sent',
    missionId: 7,
    employeeId: '5f0c7a3e-1b2d-4c5e-8f9a-0b1c2d3e4f5a',
    timeType: 'work',
    activityType: 'ACTIVITY_TYPE_ENGAGEMENT',
    message: 'Bonjour !',
    cancelReason: null,
    otherReason: null,
    cancelMessage: null,
    survey: null,
    testimony: null,
    approximateDurationHours: 3,
    revisedDurationHours: null,
    timeslots: [
      { id: 11, timeslotId: 3, date: '2030-05-04', startsAt: '2030-05-04T07:00:00.000Z', endsAt: '2030-05-04T10:00:00.000Z', state: 'toValidate', validatorType: null, managerEmail: 'manager@acme.example', reviewStatus: 'to_validate', reviewActions: [] },
    ],
    createdAt: '2030-05-01T08:00:00.000Z',
    updatedAt: '2030-05-01T08:00:00.000Z',
    companyId: 1,
    companyName: 'Acme',
    mission: { id: 7, slug: 'distribution', title: 'Distribution alimentaire', availabilityType: 'MISSION_AVAILABILITY_TYPE_TIMESLOTS', externalUrl: null, association: { id: 1, slug: 'amis', name: 'Les Amis du Quartier' }, supervisorId: 'ref' },
    volunteer: { fullName: 'Sam Salarié', email: 'salarie@acme.example' },
    stateBeforeCancel: null,
    externalRegistrationDone: false,
    surveyCompletedAt: null,
    lastActivityAt: '2030-05-01T08:00:00.000Z',
    managerRequestedAt: null,
    availableActions: ['confirm', 'cancel'],
    ...overrides,
  };
}

describe('EngagementFollowUp', () => {
  it('shows a non-referent everything read-only, with the note that only the referent can act', () => {
    renderWith(<EngagementFollowUp associationSlug="amis" engagement={engagement({ availableActions: [] })} isReferent={false} online />, '/association/amis/suivi-missions/x');
    expect(screen.getByText('Seul le référent de la mission peut gérer cette candidature. Vous la consultez en lecture seule.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'salarie@acme.example' })).toBeTruthy();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.getByText('04/05/2030 09:00–12:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ouvrir la messagerie' }).getAttribute('href')).toBe('/association/amis/messagerie/0b7c2f0e-7a43-4c1e-9d8b-2a1f6e5d4c3b');
  });

  it('lets the referent confirm after a confirmation, then says so', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'ok', engagement: engagement({ state: 'validated', availableActions: ['finish', 'cancel'] }) }));
    renderWith(<EngagementFollowUp associationSlug="amis" engagement={engagement()} isReferent online />, '/association/amis/suivi-missions/x');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Confirmer la candidature de Sam Salarié ?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Confirmer' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/associations/amis/engagements/0b7c2f0e-7a43-4c1e-9d8b-2a1f6e5d4c3b/confirm');
  });

  it('asks for a reason to cancel, and free text for « Autre », keeping what was typed', async () => {
    renderWith(<EngagementFollowUp associationSlug="amis" engagement={engagement()} isReferent online />, '/association/amis/suivi-missions/x');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la candidature' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).not.toContain('Candidature expirée');
    fireEvent.change(screen.getByLabelText('Motif'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('Message au bénévole (facultatif)'), { target: { value: 'Désolés.' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Annuler la candidature' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toBe('Ce champ est obligatoire.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Message au bénévole (facultatif)') as HTMLTextAreaElement).value).toBe('Désolés.');
  });
});

describe('EngagementMessengerModal', () => {
  it('opens on ?messenger_modal={engagementId} with the company-side conversation, and closes by removing it', async () => {
    const { EngagementMessengerModal } = await import('./messenger/EngagementMessengerModal');
    fetchMock.mockResolvedValue(json(200, { ...conversation, canWrite: false }));
    renderWith(<EngagementMessengerModal companySlug="acme" />, `/entreprise/acme/missions/7?bar_tab=volunteers&messenger_modal=${conversation.engagementId}`);
    expect(await screen.findByText('Bonjour !')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/api/v1/companies/acme/engagements/${conversation.engagementId}/messages`);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la messagerie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('ApplicationQuickActions (Candidatures tab, referent)', () => {
  it('shows nothing when the server lists no quick step for the user (not the referent, or nothing left to do)', async () => {
    const { ApplicationQuickActions } = await import('./follow-up/ApplicationQuickActions');
    const { container } = renderWith(
      <ApplicationQuickActions associationSlug="amis" application={{ id: engagement().id, volunteerName: 'Sam Salarié', availableActions: ['reopen', 'cancel'] }} />,
    );
    expect(container.querySelector('button')).toBeNull();
  });

  it('marks a confirmed application as finished after a confirmation, then refreshes the list', async () => {
    const { ApplicationQuickActions } = await import('./follow-up/ApplicationQuickActions');
    const onChanged = vi.fn();
    fetchMock.mockResolvedValue(json(200, { status: 'ok', engagement: engagement({ state: 'finished', availableActions: ['reopen'] }) }));
    renderWith(<ApplicationQuickActions associationSlug="amis" application={{ id: engagement().id, volunteerName: 'Sam Salarié', availableActions: ['finish', 'cancel'] }} onChanged={onChanged} />);
    expect(screen.queryByRole('button', { name: 'Confirmer' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme terminée' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Marquer comme terminée' }).at(-1)!);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/associations/amis/engagements/${engagement().id}/finish`);
  });

  it('shows the server refusal for someone who is not the referent (403 FORBIDDEN_NOT_REFERENT)', async () => {
    const { ApplicationQuickActions } = await import('./follow-up/ApplicationQuickActions');
    fetchMock.mockResolvedValue(json(403, { error: { code: 'FORBIDDEN_NOT_REFERENT', message: 'x', requestId: 'r' }, status: 'rejected', code: 'FORBIDDEN_NOT_REFERENT' }));
    renderWith(<ApplicationQuickActions associationSlug="amis" application={{ id: engagement().id, volunteerName: 'Sam Salarié', availableActions: ['confirm', 'cancel'] }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Confirmer' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toBe('Seul le référent de la mission peut gérer cette candidature.');
  });
});
