import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParticipantProjectCallView, ProjectListItem } from '../../../../shared/project-calls/project-call-api';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';
import { MyProjectBox, PhasePanel } from './ParticipantPanel';

const settings = {
  submissionStartsAt: '2026-03-02T08:00:00.000Z',
  submissionEndsAt: '2026-03-29T10:00:00.000Z',
  hasVotesPhase: true,
  voteStartsAt: '2026-04-01T07:00:00.000Z',
  voteEndsAt: '2026-04-15T16:00:00.000Z',
  hasResultsPhase: true,
  resultsStartsAt: '2026-04-20T06:30:00.000Z',
  resultsEndsAt: '2026-05-20T06:30:00.000Z',
  votesPerUser: 3,
  evaluationGridUrl: null,
  audience: 'internal' as const,
};

const project = (id: number, name: string, voteCount = 0): ProjectListItem => ({
  id,
  associationName: name,
  logo: null,
  heroImage: null,
  tagline: null,
  state: 'accepted',
  voteCount,
  submittedAt: '2026-03-10T10:00:00.000Z',
  holder: null,
  availableActions: [],
});

function view(overrides: Partial<ParticipantProjectCallView> = {}): ParticipantProjectCallView {
  return {
    phase: 'vote',
    displayStatus: 'in_progress',
    projectCall: {
      id: 7,
      title: 'Fonds solidaire',
      subtitle: null,
      description: null,
      heroImage: null,
      topMedia: null,
      steps: [],
      eligibilityCriteria: [],
      faq: [],
      testimonial: null,
      questions: [],
      attachments: [],
      settings,
      problemReportedAt: null,
      submittedProjectsCount: 2,
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
      companySlug: 'acme',
      companyName: 'Acme',
    },
    questions: [],
    attachments: [],
    myProject: null,
    edit: { allowed: false, code: 'SUBMISSIONS_CLOSED' },
    ballot: { votesPerUser: 3, votesUsed: 2, remaining: 1, votedProjectIds: [1, 2] },
    projects: [project(1, 'Alpha'), project(2, 'Bravo'), project(3, 'Charlie')],
    ...overrides,
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const at = '/collaborateur/acme/appels-a-projets/preview/7';

describe('PhasePanel', () => {
  it('shows the ballot: the votes left, a withdraw button on each vote cast, a vote button on the others, sending the vote', async () => {
    fetchMock.mockResolvedValue(json(200, { votesPerUser: 3, votesUsed: 3, remaining: 0, votedProjectIds: [1, 2, 3] }));
    renderWithProviders(<PhasePanel view={view()} companySlug="acme" />, at);
    expect(await screen.findByText('Il vous reste 1 vote sur 3.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer mon vote pour Alpha' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Voter pour Charlie' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/companies/acme/employee-project-calls/7/votes/3');
    expect((init as RequestInit).method).toBe('PUT');
  });

  it('disables the vote buttons once every vote is used, but not the withdrawals', async () => {
    renderWithProviders(<PhasePanel view={view({ ballot: { votesPerUser: 3, votesUsed: 3, remaining: 0, votedProjectIds: [1, 2, 3] }, projects: [...view().projects, project(4, 'Delta')] })} companySlug="acme" />, at);
    expect((await screen.findByRole('button', { name: 'Voter pour Delta' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Retirer mon vote pour Alpha' }).hasAttribute('disabled')).toBe(false);
  });

  it('ranks the results with their votes', async () => {
    renderWithProviders(<PhasePanel view={view({ phase: 'results', ballot: null, projects: [project(2, 'Bravo', 5), project(1, 'Alpha', 2)] })} companySlug="acme" />, at);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('1. Bravo'), expect.stringContaining('2. Alpha')]);
    expect(items[0]!.textContent).toContain('5 votes');
  });
});

describe('MyProjectBox', () => {
  it('says why an employee cannot submit, in French', async () => {
    renderWithProviders(<MyProjectBox view={view({ phase: 'submission', edit: { allowed: false, code: 'PROJECT_ACCOUNT_NOT_VALIDATED' } })} editLink={null} />, at);
    expect(
      await screen.findByText("Vous ne pouvez pas déposer ni modifier ce projet : il a déjà été déposé ou votre compte n'a pas encore été validé par votre entreprise."),
    ).toBeTruthy();
  });

  it('links to the project form while one may be written', async () => {
    renderWithProviders(
      <MyProjectBox view={view({ phase: 'submission', edit: { allowed: true } })} editLink={{ to: 'projectCalls.myProject', params: { projectCallId: 7 }, context: { type: 'employee', companySlug: 'acme' } }} />,
      at,
    );
    expect((await screen.findByRole('link', { name: 'Déposer un projet' })).getAttribute('href')).toBe('/collaborateur/acme/appels-a-projets/preview/7/mon-projet');
  });
});
