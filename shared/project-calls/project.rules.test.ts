import { describe, expect, it } from 'vitest';
import { canEditProject, canSubmitProject, canVote, canWithdrawVote, missingProjectContent, rankProjects, remainingVotes } from './project.rules';

const validated = { accountValidated: true };
const call = { questions: [{ key: 'volunteers', label: 'Combien de bénévoles ?', required: true }, { key: 'extra', label: 'Autre', required: false }], attachments: [] };
const complete = {
  submittedAt: null,
  answers: ['project_summary', 'project_goals', 'project_beneficiaries', 'funding_use', 'volunteers'].map((key) => ({ key, answer: 'Réponse' })),
  attachments: [
    { key: 'association_statutes', file: 'uploads/statuts.pdf' },
    { key: 'project_budget', file: 'uploads/budget.xlsx' },
  ],
};

describe('canEditProject', () => {
  it('needs a validated account, an unsubmitted project and the submission phase', () => {
    expect(canEditProject({ holder: validated, project: null, phase: 'submission' })).toEqual({ ok: true });
    expect(canEditProject({ holder: { accountValidated: false }, project: null, phase: 'submission' })).toEqual({ ok: false, code: 'PROJECT_ACCOUNT_NOT_VALIDATED' });
    expect(canEditProject({ holder: validated, project: { submittedAt: '2026-03-02T00:00:00Z' }, phase: 'submission' })).toEqual({
      ok: false,
      code: 'PROJECT_ALREADY_SUBMITTED',
    });
    expect(canEditProject({ holder: validated, project: { submittedAt: null }, phase: 'between' })).toEqual({ ok: false, code: 'SUBMISSIONS_CLOSED' });
    expect(canEditProject({ holder: validated, project: null, phase: 'before' })).toEqual({ ok: false, code: 'SUBMISSIONS_CLOSED' });
  });
});

describe('canSubmitProject', () => {
  it('needs every required question answered and every required attachment joined', () => {
    expect(missingProjectContent(call, complete)).toEqual({ questions: [], attachments: [] });
    expect(canSubmitProject({ holder: validated, project: complete, call, phase: 'submission' })).toEqual({ ok: true });
    const incomplete = { ...complete, answers: [{ key: 'project_summary', answer: '  ' }], attachments: [] };
    expect(missingProjectContent(call, incomplete)).toEqual({
      questions: ['project_summary', 'project_goals', 'project_beneficiaries', 'funding_use', 'volunteers'],
      attachments: ['association_statutes', 'project_budget'],
    });
    expect(canSubmitProject({ holder: validated, project: incomplete, call, phase: 'submission' })).toEqual({ ok: false, code: 'PROJECT_INCOMPLETE' });
  });

  it('refuses to submit twice or without a validated account', () => {
    expect(canSubmitProject({ holder: validated, project: { ...complete, submittedAt: '2026-03-02T00:00:00Z' }, call, phase: 'submission' })).toEqual({
      ok: false,
      code: 'PROJECT_ALREADY_SUBMITTED',
    });
    expect(canSubmitProject({ holder: { accountValidated: false }, project: complete, call, phase: 'submission' })).toEqual({
      ok: false,
      code: 'PROJECT_ACCOUNT_NOT_VALIDATED',
    });
  });
});

describe('canVote', () => {
  const vote = { phase: 'vote' as const, projectState: 'accepted' as const, votesUsed: 2, votesPerUser: 3, alreadyVotedForProject: false };

  it('accepts a vote in the vote phase, for an accepted project, within the allowance', () => {
    expect(canVote(vote)).toEqual({ ok: true });
  });

  it('refuses votes outside the vote phase, for other projects, twice, or beyond the allowance', () => {
    for (const phase of ['before', 'submission', 'between', 'results', 'closed'] as const) {
      expect(canVote({ ...vote, phase })).toEqual({ ok: false, code: 'VOTES_CLOSED' });
    }
    expect(canVote({ ...vote, projectState: 'pending' })).toEqual({ ok: false, code: 'PROJECT_NOT_ON_BALLOT' });
    expect(canVote({ ...vote, alreadyVotedForProject: true })).toEqual({ ok: false, code: 'ALREADY_VOTED' });
    expect(canVote({ ...vote, votesUsed: 3 })).toEqual({ ok: false, code: 'VOTES_EXHAUSTED' });
  });

  it('lets a vote be withdrawn while the vote is open and counts the remaining votes', () => {
    expect(canWithdrawVote('vote')).toEqual({ ok: true });
    expect(canWithdrawVote('results')).toEqual({ ok: false, code: 'VOTES_CLOSED' });
    expect(remainingVotes(3, 1)).toBe(2);
    expect(remainingVotes(3, 5)).toBe(0);
  });
});

describe('rankProjects', () => {
  it('ranks the accepted projects by votes, then by submission order', () => {
    const projects = [
      { id: 1, state: 'accepted' as const, voteCount: 4, submittedAt: '2026-03-05T00:00:00Z' },
      { id: 2, state: 'rejected' as const, voteCount: 9, submittedAt: '2026-03-01T00:00:00Z' },
      { id: 3, state: 'accepted' as const, voteCount: 7, submittedAt: '2026-03-06T00:00:00Z' },
      { id: 4, state: 'accepted' as const, voteCount: 4, submittedAt: '2026-03-04T00:00:00+02:00' },
      { id: 5, state: 'accepted' as const, voteCount: 4, submittedAt: null },
      { id: 6, state: 'accepted' as const, voteCount: 4, submittedAt: null },
    ];
    expect(rankProjects(projects).map((project) => project.id)).toEqual([3, 4, 1, 5, 6]);
  });
});
