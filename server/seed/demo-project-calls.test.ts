import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, seedTestDemo } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';
import { getParticipantView, listEmployeeProjectCalls } from '../modules/project-calls/participate.service';
import { directoryStorage } from '../modules/uploads/storage';
import { DEMO_PROJECT_CALLS, DEMO_VOTER, seedDemoProjectCalls } from './demo-project-calls';
import { findDemoEmployee } from './sql';

describeWithDb('demo project calls (seedDemoProjectCalls)', () => {
  const db = useTestDatabase();
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solidaire-demo-project-calls-'));
    await seedTestDemo(createTestApp(db().sql), db().sql);
  });
  afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

  it('writes a call in its vote phase with four accepted projects and one vote left for the demo voter, and one open for submissions, once', async () => {
    const sql = db().sql;
    const deps = { sql, storage: directoryStorage(uploadDir) };
    expect(await seedDemoProjectCalls(deps)).toEqual({ projectCallsCreated: 2 });
    expect(await seedDemoProjectCalls(deps)).toEqual({ projectCallsCreated: 0 });

    const voter = (await findDemoEmployee(sql, DEMO_VOTER))!;
    const { projectCalls } = await listEmployeeProjectCalls(sql, voter.companyId);
    const byTitle = new Map(projectCalls.map((call) => [call.title, call]));
    expect(byTitle.get(DEMO_PROJECT_CALLS.vote.title)).toMatchObject({ phase: 'vote', displayStatus: 'in_progress', projectsCount: 4 });
    expect(byTitle.get(DEMO_PROJECT_CALLS.submission.title)).toMatchObject({ phase: 'submission', displayStatus: 'in_progress' });

    const view = await getParticipantView(sql, { kind: 'employee', companyId: voter.companyId }, byTitle.get(DEMO_PROJECT_CALLS.vote.title)!.id, {
      userId: voter.userId,
      accountValidated: true,
    });
    expect(view.ballot).toMatchObject({ votesPerUser: 3, votesUsed: 2, remaining: 1 });
    expect(view.projects.map((project) => project.associationName).sort()).toEqual(DEMO_PROJECT_CALLS.vote.projects.map((project) => project.associationName).sort());
    // The projects' files are the uploads the seed stored.
    expect(view.myProject?.attachments.map((attachment) => fs.existsSync(path.join(uploadDir, attachment.file.replace('/uploads/', ''))))).toEqual([true, true]);

    // The phases stay right whenever the demo is seeded: a month later, the same seed's calls are in their results
    // and vote phases.
    const later = new Date(Date.now() + 22 * 86_400_000);
    const next = new Map((await listEmployeeProjectCalls(sql, voter.companyId, later)).projectCalls.map((call) => [call.title, call.phase]));
    expect(next.get(DEMO_PROJECT_CALLS.vote.title)).toBe('results');
    expect(next.get(DEMO_PROJECT_CALLS.submission.title)).toBe('vote');
  });
});
