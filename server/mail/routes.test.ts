import { beforeAll, expect, it } from 'vitest';
import { SAME_ORIGIN, type TestApp, createTestApp, readJson, seedTestDemo, signIn } from '../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../tests/setup/pg';

describeWithDb('the mailbox (/admin/boite-mail)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    // No SMTP_URL: the embedded default, where mail is only stored.
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    admin = await signIn(t, 'admin@example.org');
  });

  const requestReset = (email: string) =>
    t.app.request('/api/auth/email-otp/request-password-reset', { method: 'POST', headers: SAME_ORIGIN, body: JSON.stringify({ email }) });
  const mailbox = async (query = '') => {
    const response = await t.app.request(`/api/v1/admin/emails${query}`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    return readJson(response);
  };

  /** Mail goes out after the answer (better-auth background task): wait until it is stored. */
  async function waitForStoredMail(to: string) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const [row] = await db().sql`select id from outgoing_emails where to_address = ${to}`;
      if (row) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail stored for ${to}`);
  }

  it('lists the stored mail newest first, with its text so a newcomer can read their code', async () => {
    expect((await requestReset('salarie@acme.example')).status).toBe(200);
    await waitForStoredMail('salarie@acme.example');
    expect((await requestReset('rh@acme.example')).status).toBe(200);
    await waitForStoredMail('rh@acme.example');

    const body = await mailbox();
    expect(body).toMatchObject({ page: 1, pageSize: 20, hasMore: false });
    expect(body.emails.map((e: { toAddress: string }) => e.toAddress)).toEqual(['rh@acme.example', 'salarie@acme.example']);
    const [latest] = body.emails;
    expect(latest).toMatchObject({
      toAddress: 'rh@acme.example',
      template: 'password_reset',
      lang: 'fr',
      subject: 'Votre code pour réinitialiser votre mot de passe Solidaire',
      transport: 'outbox',
      sentAt: null,
      error: null,
    });
    expect(latest.textBody).toMatch(/\b\d{6}\b/);
    expect(new Date(latest.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('filters by recipient (whatever the case) and checks the address', async () => {
    const filtered = await mailbox('?to=Salarie@Acme.example');
    expect(filtered.emails.map((e: { toAddress: string }) => e.toAddress)).toEqual(['salarie@acme.example']);
    expect((await mailbox('?to=personne@acme.example')).emails).toEqual([]);
    expect((await mailbox('?to=')).emails).toHaveLength(2);

    const invalid = await t.app.request('/api/v1/admin/emails?to=pas une adresse', { headers: { cookie: admin } });
    expect(invalid.status).toBe(400);
    expect((await readJson(invalid)).error.fields.to).toHaveLength(1);
  });

  it('pages through many e-mails', async () => {
    await db().sql`
      insert into outgoing_emails (to_address, template, lang, subject, text_body, html_body, transport, created_at)
      select 'masse@example.org', 'email_verification', 'fr', 'Objet ' || n, 'Corps ' || n, '<p>Corps</p>', 'outbox', now() - n * interval '1 minute'
      from generate_series(1, 25) n`;
    const first = await mailbox('?to=masse@example.org');
    expect(first.emails).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.emails[0].subject).toBe('Objet 1');
    const second = await mailbox('?to=masse@example.org&page=2');
    expect(second.emails.map((e: { subject: string }) => e.subject)).toEqual(['Objet 21', 'Objet 22', 'Objet 23', 'Objet 24', 'Objet 25']);
    expect(second.hasMore).toBe(false);
  });
});
