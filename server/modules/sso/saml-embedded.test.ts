import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestApp, seedTestDemo } from '../../../tests/factories/app';
import { openDatabase } from '../../db/connect';
import { migrate } from '../../db/migrate';
import { createLogger } from '../../http/logger';
import { seedDemoSso } from '../../seed/demo-sso';
import { demoIdentityProvider } from './demo-idp';
import { readAuthnRequest, samlLoginResponse } from './saml-idp';
import { provisionedMember } from './sso.fixtures';

/**
 * The demo's database is the embedded PGlite, one connection: better-auth's SSO plugin decides inside its own
 * transaction, and a query of ours beside it would wait for it forever (it did: the demo's SAML sign-in hung).
 * Acme's demo set-up, one sign-in through the demo identity provider, on PGlite.
 */
it('signs an employee in through the demo identity provider on the embedded database', { timeout: 120_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solidaire-sso-'));
  const database = await openDatabase({ dataDir, logger: createLogger('silent') });
  try {
    await migrate(database.sql);
    const t = createTestApp(database.sql);
    await seedTestDemo(t, database.sql);
    await seedDemoSso({ sql: database.sql, env: t.env, auth: t.auth, logger: createLogger('silent') });

    const start = await t.app.request('/saml2/acme/login');
    const location = new URL(start.headers.get('location')!);
    expect(location.pathname).toBe('/demo-idp/saml/sso');
    const request = readAuthnRequest(location.searchParams.get('SAMLRequest')!)!;
    const spMetadata = await (await t.app.request('/saml2/acme/metadata')).text();
    const { samlResponse, acsUrl } = await samlLoginResponse(demoIdentityProvider(t.env.baseUrl), spMetadata, {
      nameId: 'embarque@acme.example',
      attributes: { email: 'embarque@acme.example', firstName: 'Emma', department: 'Siège' },
      requestId: request.id,
    });
    const answer = await t.app.request(new URL(acsUrl).pathname, {
      method: 'POST',
      headers: { origin: t.env.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: location.searchParams.get('RelayState')! }).toString(),
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/collaborateur/acme/accueil');
    const [acme] = await database.sql<{ id: number }[]>`select id from companies where slug = 'acme'`;
    expect(await provisionedMember(database.sql, acme!.id, 'embarque@acme.example')).toMatchObject({ entity: 'Siège', role: 'COMPANY_COLLABORATOR', state: 'registered' });
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
