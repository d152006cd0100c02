import { beforeAll, expect, it } from 'vitest';
import { type TestApp, callApi, createTestApp, readJson, seedTestDemo, signIn } from '../../../tests/factories/app';
import { describeWithDb, useTestDatabase } from '../../../tests/setup/pg';

describeWithDb('my profile (/mon-compte?bar_tab=preferences)', () => {
  const db = useTestDatabase();
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = createTestApp(db().sql);
    await seedTestDemo(t, db().sql);
    cookie = await signIn(t, 'salarie@globex.example');
  });

  const putProfile = (body: unknown, who = cookie) => callApi(t, '/api/v1/me/profile', { method: 'PUT', cookie: who, body });

  it('saves names, phone (in E.164), job title and language, and the session returns them', async () => {
    const response = await putProfile({ firstName: ' Gabrielle ', lastName: 'Petit-Durand', phone: '06 12 34 56 78', jobTitle: 'Comptable', lang: 'en' });
    expect(response.status).toBe(200);
    const { me } = await readJson(response);
    expect(me.user).toMatchObject({
      firstName: 'Gabrielle',
      lastName: 'Petit-Durand',
      fullName: 'Gabrielle Petit-Durand',
      phone: '+33612345678',
      jobTitle: 'Comptable',
      lang: 'en',
    });

    const session = await readJson(await t.app.request('/api/v1/session', { headers: { cookie } }));
    expect(session.me.user).toMatchObject({ phone: '+33612345678', jobTitle: 'Comptable', lang: 'en', fullName: 'Gabrielle Petit-Durand' });
    const [row] = await db().sql`select name, first_name, last_name, phone, job_title, lang from users where email = 'salarie@globex.example'`;
    expect(row).toEqual({ name: 'Gabrielle Petit-Durand', first_name: 'Gabrielle', last_name: 'Petit-Durand', phone: '+33612345678', job_title: 'Comptable', lang: 'en' });
  });

  it('clears the phone and the job title when sent empty, and keeps the language when not sent', async () => {
    const response = await putProfile({ firstName: 'Gabriel', lastName: 'Petit', phone: null, jobTitle: '' });
    expect(response.status).toBe(200);
    const { me } = await readJson(response);
    expect(me.user).toMatchObject({ firstName: 'Gabriel', lastName: 'Petit', phone: null, jobTitle: null, lang: 'en' });
  });

  it('refuses invalid fields with French messages per field, and changes nothing', async () => {
    const response = await putProfile({ firstName: '   ', lastName: 'x'.repeat(101), phone: '12', jobTitle: 'Chef', lang: 'xx' });
    expect(response.status).toBe(400);
    const { error } = await readJson(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({
      firstName: ['Indiquez votre prénom.'],
      lastName: ['100 caractères maximum.'],
      phone: ['Numéro de téléphone invalide.'],
    });
    expect(error.fields.lang).toHaveLength(1);
    const [row] = await db().sql`select first_name, job_title from users where email = 'salarie@globex.example'`;
    expect(row).toEqual({ first_name: 'Gabriel', job_title: null });
  });

  it('is for signed-in users only, from our own pages', async () => {
    const visitor = await putProfile({ firstName: 'A', lastName: 'B' }, '');
    expect(visitor.status).toBe(401);
    expect((await readJson(visitor)).error.code).toBe('UNAUTHENTICATED');

    const foreign = await t.app.request('/api/v1/me/profile', {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: 'https://evil.example', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ firstName: 'A', lastName: 'B' }),
    });
    expect(foreign.status).toBe(403);
    expect((await readJson(foreign)).error.code).toBe('CSRF_INVALID');
  });
});
