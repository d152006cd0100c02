import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ORIGIN, TEST_BASE_URL, type TestApp, callApi, cookieHeader, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';
import { type SmtpSink, linkIn, startSmtpSink } from '../../../tests/setup/smtp';

describeWithDb('invitations: finalising a company account and the association join form', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let smtp: SmtpSink;
  let rh: string;
  let asso: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = createTestApp(db().sql, { smtpUrl: smtp.url });
    await seedTestDemo(t, db().sql);
    rh = await signIn(t, 'rh@acme.example');
    asso = await signIn(t, 'asso@amis-du-quartier.example');
  });
  afterAll(() => smtp.stop());

  /** Invites and returns the token of the link the e-mail carries. */
  async function inviteToAcme(email: string): Promise<string> {
    const since = Date.now();
    expect((await callApi(t, '/api/v1/companies/acme/invitations', { cookie: rh, body: { emails: email } })).status).toBe(200);
    return new URL(linkIn(await smtp.waitFor(email, { since }))).searchParams.get('token')!;
  }
  async function inviteToAmis(email: string, branchId?: number): Promise<string> {
    const since = Date.now();
    const body = { email, role: 'ASSOCIATION_MEMBER', branchId };
    expect((await callApi(t, '/api/v1/associations/amis-du-quartier/invitations', { cookie: asso, body })).status).toBe(200);
    return new URL(linkIn(await smtp.waitFor(email, { since }))).searchParams.get('token')!;
  }
  const finalize = { first_name: 'Inès', last_name: 'Moreau', password: 'Solide2026', password_confirmation: 'Solide2026', terms_of_use_accepted: true, gdpr_consent: true };
  const accept = (token: string, body: unknown = finalize) => callApi(t, `/api/v1/invitations/${token}/accept`, { body });

  it('tells the invited employee who invited them to which company, without a session', async () => {
    const token = await inviteToAcme('info@acme.example');
    const response = await callApi(t, `/api/v1/invitations/${token}`);
    expect(response.status).toBe(200);
    expect((await readJson(response)).invitation).toMatchObject({
      kind: 'company',
      email: 'info@acme.example',
      role: 'COMPANY_COLLABORATOR',
      organisation: { slug: 'acme', name: 'Acme' },
      inviter: 'Roxane Henry',
      hasAccount: false,
    });
    const unknown = await callApi(t, '/api/v1/invitations/pas-un-jeton');
    expect(unknown.status).toBe(410);
    expect((await readJson(unknown)).error.message).toBe(
      'Cette invitation n\'est plus valable : elle a expiré ou a déjà été utilisée. Demandez une nouvelle invitation.',
    );
  });

  it('finalises the account: names, password, terms and consent, then signs in and lands on the employee home', async () => {
    const token = await inviteToAcme('ines@acme.example');
    const response = await accept(token);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ redirectTo: '/collaborateur/acme/accueil' });
    const cookie = cookieHeader(response);
    const session = await readJson(await callApi(t, '/api/v1/session', { cookie }));
    expect(session.me.user).toMatchObject({ email: 'ines@acme.example', fullName: 'Inès Moreau' });
    expect(session.me.companies.map((c: { slug: string }) => c.slug)).toEqual(['acme']);

    const [user] = await db().sql`
      select state, email_verified, terms_accepted_at is not null as terms, gdpr_consent_at is not null as gdpr from users where email = 'ines@acme.example'`;
    expect(user).toEqual({ state: 'registered', email_verified: true, terms: true, gdpr: true });
    const [invitation] = await db().sql`select accepted_at from invitations where email = 'ines@acme.example'`;
    expect(invitation!.accepted_at).toBeInstanceOf(Date);
    await signIn(t, 'ines@acme.example', 'Solide2026');

    // Used once: the link is spent.
    const reused = await accept(token, { ...finalize, password: 'Autre2026x', password_confirmation: 'Autre2026x' });
    expect(reused.status).toBe(410);
    expect((await readJson(reused)).error.code).toBe('INVITATION_INVALID');
    expect((await callApi(t, `/api/v1/invitations/${token}`)).status).toBe(410);
  });

  it('refuses an expired link', async () => {
    const token = await inviteToAcme('expire@acme.example');
    await db().sql`update invitations set created_at = now() - interval '20 days', expires_at = now() - interval '6 days' where email = 'expire@acme.example'`;
    const response = await accept(token);
    expect(response.status).toBe(410);
    expect((await readJson(response)).error.code).toBe('INVITATION_INVALID');
    const [user] = await db().sql`select state from users where email = 'expire@acme.example'`;
    expect(user!.state).toBe('invited');
  });

  it('checks the form with the shared rules, in French', async () => {
    const token = await inviteToAcme('regles@acme.example');
    const response = await accept(token, { ...finalize, first_name: ' ', password: 'faible', password_confirmation: 'autre', terms_of_use_accepted: false, gdpr_consent: false });
    expect(response.status).toBe(400);
    const { fields } = (await readJson(response)).error;
    expect(fields.first_name).toEqual(['Indiquez votre prénom.']);
    expect(fields.terms_of_use_accepted).toEqual(["Vous devez accepter les conditions d'utilisation."]);
    expect(fields.gdpr_consent).toEqual(['Vous devez accepter le traitement de vos données personnelles.']);
    expect(fields.password).toEqual(['Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.']);
    const mismatch = await accept(token, { ...finalize, password_confirmation: 'Solide2027' });
    expect((await readJson(mismatch)).error.fields.password_confirmation).toEqual(['Les deux mots de passe ne correspondent pas']);
  });

  it('sends no link to an address that already has an account, and an association link does not finalise a company account', async () => {
    const token = await inviteToAmis('ines@acme.example'); // finalised above: already has an account
    expect(token).toBeNull(); // no link for them: they were added straight away
    const assoToken = await inviteToAmis('rejoindre-societe@example.org');
    expect((await accept(assoToken)).status).toBe(410);
  });

  describe('the association join form (classic form POST with a CSRF token)', () => {
    async function csrf(): Promise<{ cookie: string; token: string }> {
      const response = await t.app.request('/api/v1/csrf');
      return { cookie: cookieHeader(response), token: (await readJson(response)).token };
    }
    const fields = { first_name: 'Léa', last_name: 'Roux', phone: '06 12 34 56 78', password: 'Solide2026', password_confirmation: 'Solide2026', terms_of_use_accepted: 'on' };
    async function post(token: string, values: Record<string, string>, options: { csrf?: { cookie: string; token: string } | null; origin?: string } = {}) {
      const guard = options.csrf === undefined ? await csrf() : options.csrf;
      return t.app.request(`/association/amis-du-quartier/rejoindre/${token}`, {
        method: 'POST',
        headers: { origin: options.origin ?? TEST_BASE_URL, 'content-type': 'application/x-www-form-urlencoded', ...(guard ? { cookie: guard.cookie } : {}) },
        body: new URLSearchParams({ ...values, ...(guard ? { _csrf: guard.token } : {}) }).toString(),
      });
    }
    const redirectOf = (response: Response) => new URL(response.headers.get('location')!, TEST_BASE_URL);

    it('gives the page its fields: branches (activated and existing) and the register action', async () => {
      const [sud] = await db().sql<{ id: number }[]>`select id from branches where name = 'Antenne Sud'`;
      const token = await inviteToAmis('lea@example.org', sud!.id);
      const info = (await readJson(await callApi(t, `/api/v1/invitations/${token}`))).invitation;
      expect(info).toMatchObject({ kind: 'association', email: 'lea@example.org', organisation: { slug: 'amis-du-quartier', name: 'Les Amis du Quartier' } });
      expect(info.join.branches.map((b: { name: string }) => b.name)).toEqual(['Antenne Nord', 'Antenne Sud']);
      expect(info.join.branchId).toBe(sud!.id);
      expect(info.join.registerAction).toBe(`/association/amis-du-quartier/rejoindre/${token}`);
    });

    it('refuses a post without a valid CSRF token or from another site, keeping what was typed but never the passwords', async () => {
      const token = await inviteToAmis('csrf@example.org');
      for (const response of [
        await post(token, fields, { csrf: null }),
        await post(token, fields, { csrf: { cookie: (await csrf()).cookie, token: 'faux' } }),
        await post(token, fields, { origin: 'https://evil.example' }),
      ]) {
        expect(response.status).toBe(303);
        const back = redirectOf(response);
        expect(back.pathname).toBe('/association/amis-du-quartier/rejoindre');
        expect(back.searchParams.get('error')).toBe('CSRF_INVALID');
        expect(back.searchParams.get('token')).toBe(token);
        expect(back.searchParams.get('first_name')).toBe('Léa');
        expect(back.searchParams.get('phone')).toBe('06 12 34 56 78');
        expect(back.searchParams.has('password')).toBe(false);
        expect(back.searchParams.has('password_confirmation')).toBe(false);
        expect(response.headers.getSetCookie().some((c) => c.startsWith('solidaire.session_token'))).toBe(false);
      }
      const [user] = await db().sql`select state from users where email = 'csrf@example.org'`;
      expect(user!.state).toBe('invited');
    });

    it('sends validation errors back to the form with the field messages and the values', async () => {
      const token = await inviteToAmis('erreurs@example.org');
      const response = await post(token, { ...fields, first_name: '', phone: '12', password_confirmation: 'Autre2026', terms_of_use_accepted: '', branch_id: '' });
      expect(response.status).toBe(303);
      const back = redirectOf(response);
      expect(back.searchParams.get('error')).toBe('VALIDATION_FAILED');
      const errors = JSON.parse(back.searchParams.get('fields')!);
      expect(errors).toEqual({
        first_name: ['Indiquez votre prénom.'],
        phone: ['Numéro de téléphone invalide.'],
        terms_of_use_accepted: ["Vous devez accepter les conditions d'utilisation."],
        password_confirmation: ['Les deux mots de passe ne correspondent pas'],
      });
      expect(back.searchParams.get('last_name')).toBe('Roux');
      expect(back.searchParams.get('phone')).toBe('12');
      expect(back.searchParams.has('password')).toBe(false);

      const badBranch = redirectOf(await post(token, { ...fields, branch_id: '999999' }));
      expect(JSON.parse(badBranch.searchParams.get('fields')!)).toEqual({ branch_id: ['Choisissez une valeur de la liste.'] });
      expect(badBranch.searchParams.get('branch_id')).toBe('999999');
    });

    it('creates the account with its branch, signs in and opens the association space; the link then is spent', async () => {
      const [nord] = await db().sql<{ id: number }[]>`select id from branches where name = 'Antenne Nord'`;
      const token = await inviteToAmis('membre@example.org');
      const response = await post(token, { ...fields, branch_id: String(nord!.id) });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/association/amis-du-quartier');
      const session = await readJson(await callApi(t, '/api/v1/session', { cookie: cookieHeader(response) }));
      expect(session.me.user).toMatchObject({ email: 'membre@example.org', fullName: 'Léa Roux' });
      expect(session.me.associations).toEqual([expect.objectContaining({ slug: 'amis-du-quartier', role: 'ASSOCIATION_MEMBER' })]);

      const [row] = await db().sql`
        select u.state, u.email_verified, u.phone, u.terms_accepted_at is not null as terms, m.branch_id
        from users u join association_members m on m.user_id = u.id where u.email = 'membre@example.org'`;
      expect(row).toEqual({ state: 'registered', email_verified: true, phone: '+33612345678', terms: true, branch_id: nord!.id });

      const reused = redirectOf(await post(token, fields));
      expect(reused.searchParams.get('error')).toBe('INVITATION_INVALID');
    });

    it('refuses the token of another association or of a company', async () => {
      const companyToken = await inviteToAcme('mauvais-lien@acme.example');
      expect(redirectOf(await post(companyToken, fields)).searchParams.get('error')).toBe('INVITATION_INVALID');
      const [user] = await db().sql`select state from users where email = 'mauvais-lien@acme.example'`;
      expect(user!.state).toBe('invited');
    });
  });

  it('keeps the JSON API closed to cross-site calls', async () => {
    const token = await inviteToAcme('croise@acme.example');
    const response = await t.app.request(`/api/v1/invitations/${token}/accept`, {
      method: 'POST',
      headers: { ...SAME_ORIGIN, origin: 'https://evil.example' },
      body: JSON.stringify(finalize),
    });
    expect(response.status).toBe(403);
  });
});
