import { describe, expect, it } from 'vitest';
import {
  canDeleteProjectCall,
  checkProjectCallContentChange,
  checkProjectCallSettings,
  hasProjectCallStarted,
  projectCallAttachments,
  projectCallDisplayStatus,
  projectCallPhase,
  projectCallQuestions,
} from './project-call.rules';
import { parisToInstant } from '../time/paris';
import type { ProjectCallSettings } from './project-call.schema';

const settings: ProjectCallSettings = {
  submissionStartsAt: '2026-03-01T00:00:00Z',
  submissionEndsAt: '2026-04-01T00:00:00Z',
  hasVotesPhase: true,
  voteStartsAt: '2026-04-10T00:00:00Z',
  voteEndsAt: '2026-04-20T00:00:00Z',
  hasResultsPhase: true,
  resultsStartsAt: '2026-04-25T00:00:00Z',
  resultsEndsAt: '2026-06-01T00:00:00Z',
  votesPerUser: 3,
  evaluationGridUrl: null,
  supervisorId: null,
  audience: 'internal',
};
const at = (iso: string) => new Date(iso);

describe('projectCallPhase', () => {
  it('walks through every phase of a call with votes and results', () => {
    expect(projectCallPhase(settings, at('2026-02-28T23:59:59Z'))).toBe('before');
    expect(projectCallPhase(settings, at('2026-03-01T00:00:00Z'))).toBe('submission');
    expect(projectCallPhase(settings, at('2026-04-01T00:00:00Z'))).toBe('between');
    expect(projectCallPhase(settings, at('2026-04-10T00:00:00Z'))).toBe('vote');
    expect(projectCallPhase(settings, at('2026-04-22T00:00:00Z'))).toBe('between');
    expect(projectCallPhase(settings, at('2026-05-01T00:00:00Z'))).toBe('results');
    expect(projectCallPhase(settings, at('2026-06-01T00:00:00Z'))).toBe('closed');
  });

  it('closes after the submissions without votes, and after the votes without results', () => {
    const noVotes = { ...settings, hasVotesPhase: false, voteStartsAt: null, voteEndsAt: null, hasResultsPhase: false, resultsStartsAt: null, resultsEndsAt: null };
    expect(projectCallPhase(noVotes, at('2026-04-01T00:00:00Z'))).toBe('closed');
    const noResults = { ...settings, hasResultsPhase: false, resultsStartsAt: null, resultsEndsAt: null };
    expect(projectCallPhase(noResults, at('2026-04-15T00:00:00Z'))).toBe('vote');
    expect(projectCallPhase(noResults, at('2026-04-20T00:00:00Z'))).toBe('closed');
    // A flag on without its dates behaves as off.
    expect(projectCallPhase({ ...settings, voteEndsAt: null }, at('2026-04-15T00:00:00Z'))).toBe('closed');
    expect(projectCallPhase({ ...settings, resultsEndsAt: null }, at('2026-05-01T00:00:00Z'))).toBe('closed');
  });
});

describe('projectCallDisplayStatus', () => {
  it('shows coming soon, in progress, completed, or the reported problem', () => {
    const call = { settings, problemReportedAt: null };
    expect(projectCallDisplayStatus(call, at('2026-01-01T00:00:00Z'))).toBe('coming_soon');
    expect(projectCallDisplayStatus(call, at('2026-03-15T00:00:00Z'))).toBe('in_progress');
    expect(projectCallDisplayStatus(call, at('2026-04-05T00:00:00Z'))).toBe('in_progress');
    expect(projectCallDisplayStatus(call, at('2026-07-01T00:00:00Z'))).toBe('completed');
    expect(projectCallDisplayStatus({ settings, problemReportedAt: '2026-03-02T00:00:00Z' }, at('2026-03-15T00:00:00Z'))).toBe('problem_reported');
  });
});

describe('checkProjectCallSettings', () => {
  it('accepts consistent settings', () => {
    expect(checkProjectCallSettings(settings)).toEqual({ ok: true });
  });

  it('refuses votes or results on an external call, and results without votes', () => {
    expect(checkProjectCallSettings({ ...settings, audience: 'external' })).toEqual({ ok: false, code: 'PROJECT_CALL_EXTERNAL_NO_VOTES' });
    expect(checkProjectCallSettings({ ...settings, audience: 'external', hasVotesPhase: false })).toEqual({ ok: false, code: 'PROJECT_CALL_EXTERNAL_NO_VOTES' });
    expect(checkProjectCallSettings({ ...settings, hasVotesPhase: false, voteStartsAt: null, voteEndsAt: null })).toEqual({
      ok: false,
      code: 'PROJECT_CALL_RESULTS_NEED_VOTES',
    });
  });

  it('refuses missing or misordered dates and no votes', () => {
    expect(checkProjectCallSettings({ ...settings, voteEndsAt: null })).toEqual({ ok: false, code: 'PROJECT_CALL_DATES_INVALID' });
    expect(checkProjectCallSettings({ ...settings, resultsStartsAt: null })).toEqual({ ok: false, code: 'PROJECT_CALL_DATES_INVALID' });
    expect(checkProjectCallSettings({ ...settings, voteStartsAt: '2026-03-15T00:00:00Z' })).toEqual({ ok: false, code: 'PROJECT_CALL_DATES_INVALID' });
    expect(checkProjectCallSettings({ ...settings, votesPerUser: 0 })).toEqual({ ok: false, code: 'VALIDATION_FAILED' });
  });
});

describe('content lock', () => {
  const content = {
    eligibilityCriteria: ['Association loi 1901'],
    questions: [{ key: 'question_1', label: 'Combien de bénévoles ?', required: true }],
    attachments: [],
    settings,
  };

  it('knows when the call has started', () => {
    expect(hasProjectCallStarted(settings, at('2026-02-01T00:00:00Z'))).toBe(false);
    expect(hasProjectCallStarted(settings, at('2026-03-01T00:00:00Z'))).toBe(true);
  });

  it('locks eligibility criteria, questions and attachments once the call has started', () => {
    const before = at('2026-02-01T00:00:00Z');
    const during = at('2026-03-02T00:00:00Z');
    const changed = { ...content, eligibilityCriteria: ['Toute structure'] };
    expect(checkProjectCallContentChange(content, changed, before)).toEqual({ ok: true });
    expect(checkProjectCallContentChange(content, changed, during)).toEqual({ ok: false, code: 'PROJECT_CALL_CONTENT_LOCKED' });
    expect(checkProjectCallContentChange(content, { ...content, questions: [] }, during)).toEqual({ ok: false, code: 'PROJECT_CALL_CONTENT_LOCKED' });
    expect(checkProjectCallContentChange(content, { ...content, attachments: [{ key: 'a', label: 'Plan', required: false }] }, during)).toEqual({
      ok: false,
      code: 'PROJECT_CALL_CONTENT_LOCKED',
    });
    expect(checkProjectCallContentChange(content, { ...content }, during)).toEqual({ ok: true });
  });

  it('refuses to delete a call with submitted projects', () => {
    expect(canDeleteProjectCall(0)).toEqual({ ok: true });
    expect(canDeleteProjectCall(1)).toEqual({ ok: false, code: 'PROJECT_CALL_HAS_PROJECTS' });
  });

  it('puts the fixed questions and attachments first', () => {
    expect(projectCallQuestions(content).map((item) => [item.key, item.mandatory])).toEqual([
      ['project_summary', true],
      ['project_goals', true],
      ['project_beneficiaries', true],
      ['funding_use', true],
      ['question_1', false],
    ]);
    expect(projectCallAttachments({ attachments: [{ key: 'plan', label: 'Plan', required: false }] })).toEqual([
      { key: 'association_statutes', label: null, required: true, mandatory: true },
      { key: 'project_budget', label: null, required: true, mandatory: true },
      { key: 'plan', label: 'Plan', required: false, mandatory: false },
    ]);
  });
});

describe('projectCallPhase at the boundaries, in Paris time', () => {
  // The form's dates are Paris wall-clock times (winter UTC+1, summer UTC+2): each boundary one second before and after.
  const paris = (date: string, time: string) => parisToInstant(date, time).toISOString();
  const call: ProjectCallSettings = {
    ...settings,
    submissionStartsAt: paris('2026-03-02', '09:00'),
    submissionEndsAt: paris('2026-03-29', '12:00'), // the day clocks go forward
    voteStartsAt: paris('2026-04-01', '00:00'),
    voteEndsAt: paris('2026-04-15', '18:00'),
    resultsStartsAt: paris('2026-04-20', '08:30'),
    resultsEndsAt: paris('2026-10-25', '03:00'), // the night clocks go back
  };
  const second = 1000;
  it.each([
    ['2026-03-02', '09:00', 'before', 'submission'],
    ['2026-03-29', '12:00', 'submission', 'between'],
    ['2026-04-01', '00:00', 'between', 'vote'],
    ['2026-04-15', '18:00', 'vote', 'between'],
    ['2026-04-20', '08:30', 'between', 'results'],
    ['2026-10-25', '03:00', 'results', 'closed'],
  ] as const)('%s %s (Paris): %s one second before, %s one second after', (date, time, before, after) => {
    const boundary = parisToInstant(date, time).getTime();
    expect(projectCallPhase(call, new Date(boundary - second))).toBe(before);
    expect(projectCallPhase(call, new Date(boundary))).toBe(after);
    expect(projectCallPhase(call, new Date(boundary + second))).toBe(after);
  });

  it('reads the Paris offset, not UTC: 09:00 in Paris in March is 08:00 UTC', () => {
    expect(projectCallPhase(call, new Date('2026-03-02T08:00:01Z'))).toBe('submission');
    expect(projectCallPhase(call, new Date('2026-03-02T08:59:59Z'))).toBe('submission');
    expect(projectCallPhase(call, new Date('2026-03-02T07:59:59Z'))).toBe('before');
    // Summer time: 18:00 in Paris on 15 April is 16:00 UTC.
    expect(projectCallPhase(call, new Date('2026-04-15T15:59:59Z'))).toBe('vote');
    expect(projectCallPhase(call, new Date('2026-04-15T16:00:01Z'))).toBe('between');
  });

  it('shows coming soon, in progress and completed around the same boundaries', () => {
    const status = (iso: number) => projectCallDisplayStatus({ settings: call, problemReportedAt: null }, new Date(iso));
    expect(status(parisToInstant('2026-03-02', '09:00').getTime() - second)).toBe('coming_soon');
    expect(status(parisToInstant('2026-03-02', '09:00').getTime() + second)).toBe('in_progress');
    expect(status(parisToInstant('2026-10-25', '03:00').getTime() - second)).toBe('in_progress');
    expect(status(parisToInstant('2026-10-25', '03:00').getTime() + second)).toBe('completed');
  });
});
