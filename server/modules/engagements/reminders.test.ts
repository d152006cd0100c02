import { beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp, seedTestDemo } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { createEmployee, createMission, newId } from './engagements.fixtures';
import { remindEngagementsToComplete } from './reminders.service';

describeWithDb('reminder to complete a confirmed engagement whose dates are over', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let missionId: number;
  let count = 0;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    missionId = await createMission(db().sql);
  });

  /** An application of a new Acme employee in `state`, with one date that ended `endedDaysAgo` days ago. */
  async function engagement(state: 'created' | 'validated' | 'finished', endedDaysAgo: number, dateState = 'validated') {
    count += 1;
    const email = `rappel-${count}@acme.example`;
    const userId = await createEmployee(db().sql, { email, company: 'acme' });
    const id = newId();
    const end = new Date(Date.now() - endedDaysAgo * 86_400_000);
    const start = new Date(end.getTime() - 3 * 3_600_000);
    await db().sql`
      insert into engagements (id, mission_id, user_id, company_id, state, time_type)
      select ${id}, ${missionId}, ${userId}, id, ${state}, 'personal' from companies where slug = 'acme'`;
    await db().sql`
      insert into engagement_timeslots (engagement_id, company_id, starts_at, ends_at, state, decided_at)
      select ${id}, id, ${start}, ${end}, ${dateState}, ${dateState === 'validated' || dateState === 'rejected' ? new Date() : null} from companies where slug = 'acme'`;
    return { id, email };
  }
  const mailsTo = async (email: string) =>
    db().sql<{ template: string; subject: string; text_body: string }[]>`select template, subject, text_body from outgoing_emails where to_address = ${email}`;

  it('mails the employee once, two days after the last date, with a link to the engagement', async () => {
    const due = await engagement('validated', 3);
    const recent = await engagement('validated', 1);
    const finished = await engagement('finished', 5);
    const pending = await engagement('created', 5);
    const rejectedOnly = await engagement('validated', 5, 'rejected');

    const first = await remindEngagementsToComplete({ sql: db().sql, env: t.env, mailer: t.mailer });
    expect(first.reminded).toEqual([due.id]);
    const [mail] = await mailsTo(due.email);
    expect(mail).toMatchObject({ template: 'engagement_completion_reminder', subject: 'Votre mission « Mission 1 » est terminée : racontez-nous !' });
    expect(mail!.text_body).toContain(`http://localhost:3000/collaborateur/acme/mes-experiences/${due.id}`);
    expect(mail!.text_body).toContain('Les Amis du Quartier');
    for (const other of [recent, finished, pending, rejectedOnly]) expect(await mailsTo(other.email)).toEqual([]);

    // Remembered: the next run sends nothing again.
    expect((await remindEngagementsToComplete({ sql: db().sql, env: t.env, mailer: t.mailer })).reminded).toEqual([]);
    expect(await mailsTo(due.email)).toHaveLength(1);

    // Two days later, the recent one is due in turn.
    const later = await remindEngagementsToComplete({ sql: db().sql, env: t.env, mailer: t.mailer }, new Date(Date.now() + 2 * 86_400_000));
    expect(later.reminded).toEqual([recent.id]);
  });

  it('two runs at the same time remind each engagement once', async () => {
    const due = await engagement('validated', 4);
    const runs = await Promise.all([1, 2, 3].map(() => remindEngagementsToComplete({ sql: db().sql, env: t.env, mailer: t.mailer })));
    expect(runs.flatMap((run) => run.reminded)).toEqual([due.id]);
    expect(await mailsTo(due.email)).toHaveLength(1);
  });
});
