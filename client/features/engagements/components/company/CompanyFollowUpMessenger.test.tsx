import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngagementView } from '../../../../../shared/engagements/engagement-api.schema';
import type { Conversation } from '../../../../../shared/engagements/message.schema';
import engagements from '../../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import { Messenger } from '../messenger/Messenger';
import { CompanyEngagementFollowUp } from './CompanyEngagementFollowUp';
import { CompanyFollowUpMessenger } from './CompanyFollowUpMessenger';
import { json, renderWithProviders, stubFetch } from '../../../../testing/render';

const ID = '0b7c2f0e-7a43-4c1e-9d8b-2a1f6e5d4c3b';
const notFound = () => json(404, { error: { code: 'NOT_FOUND', message: 'x', requestId: 'r' } });

/** A company-published mission's conversation: the organiser is the company, there is no association. */
function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    engagementId: ID,
    missionTitle: 'Collecte solidaire',
    volunteerName: 'Sam Salarié',
    associationName: null,
    organiserName: 'Acme',
    canWrite: true,
    messages: [
      { id: 1, authorKind: 'system', authorName: null, mine: false, body: 'Prévoir une tenue confortable.', createdAt: '2030-05-01T08:00:00.000Z' },
      { id: 2, authorKind: 'volunteer', authorName: 'Sam Salarié', mine: false, body: 'Bonjour !', createdAt: '2030-05-01T08:01:00.000Z' },
    ],
    otherSideLastReadId: null,
    ...overrides,
  };
}

function view(): EngagementView {
  return {
    id: ID,
    state: 'created',
    step: 'timeslot_to_validate',
    missionId: 7,
    employeeId: '5f0c7a3e-1b2d-4c5e-8f9a-0b1c2d3e4f5a',
    timeType: 'personal',
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
    availableActions: [],
  } as EngagementView;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const renderWith = (node: ReactNode, url = `/entreprise/acme/suivi-missions/${ID}?bar_tab=messenger`) => renderWithProviders(node, url);
const pathOf = (call: unknown[]) => new URL(String(call[0])).pathname;
const published = `/api/v1/companies/acme/published-mission-engagements/${ID}`;

/** Answers the published-mission view, the organiser's conversation and its POST, and the company side's conversation. */
function serve(options: { published: boolean; organiser?: Conversation; company?: Conversation; post?: () => Response }) {
  fetchMock.mockImplementation((url: string | URL, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    if (path === published) return Promise.resolve(options.published ? json(200, view()) : notFound());
    if (path === `${published}/messages`) {
      if (init?.method === 'POST') return Promise.resolve(options.post?.() ?? notFound());
      return Promise.resolve(options.organiser ? json(200, options.organiser) : notFound());
    }
    if (path === `/api/v1/companies/acme/engagements/${ID}/messages`) return Promise.resolve(options.company ? json(200, options.company) : notFound());
    return Promise.resolve(notFound());
  });
}

describe('the company follow-up’s messenger tab (organiser side of a company-published mission)', () => {
  it('lets whoever handles the application write as the organiser, keeping the draft when sending fails', async () => {
    let fail = true;
    serve({
      published: true,
      organiser: conversation(),
      post: () =>
        fail
          ? json(500, { error: { code: 'UNEXPECTED', message: 'x', requestId: 'r' } })
          : json(200, { status: 'ok', message: { id: 3, authorKind: 'organiser', authorName: 'Antoine Bernard', mine: true, body: 'À 9 h.', createdAt: '2030-05-01T09:00:00.000Z' } }),
    });
    renderWith(<CompanyFollowUpMessenger companySlug="acme" engagementId={ID} />);
    expect(await screen.findByText('Prévoir une tenue confortable.')).toBeTruthy();
    expect(screen.getByText('Message automatique · Acme')).toBeTruthy();
    expect(screen.getByText('Échanges entre Sam Salarié et Acme')).toBeTruthy();
    expect(screen.getByText('Vous traitez cette candidature : le collaborateur reçoit vos messages au nom de Acme.')).toBeTruthy();
    const draft = screen.getByLabelText('Votre message') as HTMLTextAreaElement;
    fireEvent.change(draft, { target: { value: 'À 9 h.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur inattendue est survenue');
    expect(draft.value).toBe('À 9 h.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(draft.value).toBe(''));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(pathOf)).toEqual([`${published}/messages`, `${published}/messages`]);
    expect(JSON.parse(posts[1]![1].body)).toEqual({ body: 'À 9 h.' });
  });

  it('tells the company’s other admins and ambassadors who answers, with no composer', async () => {
    serve({ published: true, organiser: conversation({ canWrite: false }) });
    renderWith(<CompanyFollowUpMessenger companySlug="acme" engagementId={ID} />);
    expect(
      await screen.findByText(
        "Seul le référent de la mission (ou, sans référent, les administrateurs de l'entreprise) répond au collaborateur. Vous consultez cette conversation en lecture seule.",
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Votre message')).toBeNull();
    expect(screen.queryByText(/Vous traitez cette candidature/)).toBeNull();
  });

  it('for an association’s mission (no organiser side), shows the company side read-only', async () => {
    serve({ published: false, company: conversation({ associationName: 'Les Amis du Quartier', organiserName: null, canWrite: false }) });
    renderWith(<CompanyFollowUpMessenger companySlug="acme" engagementId={ID} />);
    expect(await screen.findByText('Vous consultez cette conversation en lecture seule.')).toBeTruthy();
    expect(screen.getByText('Échanges entre Sam Salarié et Les Amis du Quartier')).toBeTruthy();
    expect(fetchMock.mock.calls.map(pathOf)).not.toContain(`${published}/messages`);
  });

  it('is the follow-up page’s Messagerie tab (?bar_tab=messenger, the e-mails’ link); the Suivi tab keeps the details', async () => {
    serve({ published: true, organiser: conversation() });
    const page = renderWith(<CompanyEngagementFollowUp companySlug="acme" engagement={view()} canDecide online />);
    expect(await screen.findByText('Bonjour !')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Messagerie' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Aucune date retenue pour le moment.')).toBeNull();
    page.unmount();
    renderWith(<CompanyEngagementFollowUp companySlug="acme" engagement={view()} canDecide online />, `/entreprise/acme/suivi-missions/${ID}`);
    expect(screen.getByRole('tab', { name: 'Suivi' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('Votre message')).toBeNull();
  });
});

describe('the employee’s conversation with the organiser of a company-published mission', () => {
  it('shows the organiser’s messages as coming from the company', async () => {
    const messages = [
      ...conversation().messages.map((message) => (message.authorKind === 'volunteer' ? { ...message, mine: true } : message)),
      { id: 3, authorKind: 'organiser' as const, authorName: 'Antoine Bernard', mine: false, body: 'Rendez-vous à 9 h.', createdAt: '2030-05-01T09:00:00.000Z' },
    ];
    serve({ published: false, company: conversation({ messages, otherSideLastReadId: 2 }) });
    renderWith(<Messenger scope={{ kind: 'company', slug: 'acme' }} engagementId={ID} />, `/collaborateur/acme/mes-experiences/${ID}?bar_tab=messenger`);
    expect(await screen.findByText('Rendez-vous à 9 h.')).toBeTruthy();
    expect(screen.getByText('Antoine Bernard (Acme)')).toBeTruthy();
    expect(screen.getByText('Échanges entre Sam Salarié et Acme')).toBeTruthy();
    // The organiser read the volunteer's message: « Lu ».
    expect(screen.getByText('· Lu', { exact: false })).toBeTruthy();
    expect(screen.getByLabelText('Votre message')).toBeTruthy();
  });
});
