import { describe, expect, it } from 'vitest';
import { projectInputSchema, projectSchema, projectVoteInputSchema } from './project.schema';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('projectInputSchema', () => {
  it('accepts a project and fills the defaults', () => {
    expect(projectInputSchema.parse({ associationName: 'Les Restos', userRole: 'Présidente' })).toEqual({
      associationName: 'Les Restos',
      logo: null,
      website: null,
      tagline: null,
      userRole: 'Présidente',
      videoUrl: null,
      heroImage: null,
      attachments: [],
      answers: [],
    });
    const parsed = projectInputSchema.parse({
      associationName: 'Les Restos',
      userRole: 'Trésorier',
      website: 'https://restos.example',
      videoUrl: 'https://video.example/v/1',
      tagline: 'Aider',
      attachments: [{ key: 'project_budget', file: 'uploads/budget.pdf' }],
      answers: [{ key: 'project_summary', answer: 'Un projet' }],
    });
    expect(parsed.answers).toEqual([{ key: 'project_summary', answer: 'Un projet' }]);
  });

  it('refuses missing fields, bad links and repeated keys', () => {
    expect(
      messages(
        projectInputSchema.safeParse({
          associationName: '',
          userRole: '',
          website: 'restos',
          attachments: [
            { key: 'a', file: 'x' },
            { key: 'a', file: 'y' },
          ],
          answers: [{ key: 'q', answer: ' ' }],
        }),
      ),
    ).toEqual({
      associationName: 'Ce champ est obligatoire.',
      userRole: 'Ce champ est obligatoire.',
      website: 'Saisissez un lien complet commençant par https://.',
      attachments: 'Un même élément ne peut pas être choisi deux fois.',
      'answers.0.answer': 'Ce champ est obligatoire.',
    });
  });
});

describe('stored project and vote', () => {
  it('describes them', () => {
    const project = {
      id: 1,
      projectCallId: 2,
      companyId: 3,
      associationId: null,
      userId: '0b6f7c1e-2d3a-4f5b-8c9d-0e1f2a3b4c5d',
      associationName: 'Les Restos',
      logo: null,
      website: null,
      tagline: null,
      userRole: 'Présidente',
      videoUrl: null,
      heroImage: null,
      attachments: [{ key: 'project_budget', file: 'uploads/budget.pdf' }],
      answers: [],
      state: 'pending',
      voteCount: 0,
      submittedAt: null,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    expect(projectSchema.parse(project)).toEqual(project);
    expect(projectVoteInputSchema.parse({ projectId: 4 })).toEqual({ projectId: 4 });
    expect(projectVoteInputSchema.safeParse({ projectId: -1 }).success).toBe(false);
  });
});
