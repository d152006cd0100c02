/**
 * The server the end-to-end tests run against: the built app on a fresh, seeded
 * PostgreSQL database (dropped when the process exits), or on an embedded
 * database in a temporary DATA_DIR when no PostgreSQL is reachable.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { bootstrap } from '../server/boot';
import { parseEnv } from '../server/env';
import { createLogger } from '../server/http/logger';
import { seedDemoEngagements } from '../server/seed/demo-engagements';
import { seedDemoQuests } from '../server/seed/demo-quests';
// Acme's selections and a pinned mission (issue 17).
import { seedDemoPrograms } from '../server/seed/demo-programs';
import { seedDemoProjectCalls } from '../server/seed/demo-project-calls';
import { seedDemoChallenges } from '../server/seed/demo-challenges';
// Highlights (« Temps forts », issue 17).
import { seedDemoHighlights } from '../server/seed/demo-highlights';
// Acme's settings: a feature switched off, a manager for « Mon équipe » (issue 15).
import { seedDemoCompanySettings } from '../server/seed/demo-company-settings';
import { seedDemoEmployees } from '../server/seed/demo-employees';
// The dashboards' demo (issue 15).
import { seedDemoDashboard } from '../server/seed/demo-dashboard';
import { seedDemoLegalAndViews } from '../server/seed/demo-legal-and-views';
import { seedDemo } from '../server/seed/seed';
import { seedDemoAdmin } from '../server/seed/demo-admin';
import { seedDemoSso } from '../server/seed/demo-sso';
import { seedDemoIntermission, seedDemoTaxReceipts } from '../server/seed/demo-tax-receipts';
// Team building (issue 19).
import { seedDemoTeamBuilding } from '../server/seed/demo-team-building';
import { ADMIN_DATABASE_URL, databaseUrl, isPostgresReachable } from '../tests/setup/database';
import { startSmtpSink } from '../tests/setup/smtp';
import { startLoopbackEntraId } from '../tests/setup/loopback-entra-id';
import { directoryStorage } from '../server/modules/uploads/storage';

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'solidaire-e2e-'));
process.env.LOG_LEVEL ??= 'warn';

// A real SMTP server receives the app's mail; the tests read it from a small JSON endpoint beside it.
const smtp = await startSmtpSink();
process.env.SMTP_URL = smtp.url;
const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(process.env.PORT ?? 3100) + 1);
http
  .createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://localhost').searchParams.get('to')?.toLowerCase();
    const messages = smtp.messages().filter((mail) => !to || mail.to.includes(to));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(messages));
  })
  .listen(mailPort, '127.0.0.1');

// Microsoft (Entra ID) sign-in against a real OpenID Connect provider on loopback (issue 21); Google with a client of
// its own name, whose sign-in page the tests stop at (they never reach Google). Companies switch both on themselves.
const entra = await startLoopbackEntraId({
  clientId: 'solidaire-e2e',
  clientSecret: 'solidaire-e2e-loopback-secret',
  redirectUri: `${process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3100}`}/api/auth/callback/microsoft`,
});
Object.assign(process.env, {
  MICROSOFT_CLIENT_ID: 'solidaire-e2e',
  MICROSOFT_CLIENT_SECRET: 'solidaire-e2e-loopback-secret',
  MICROSOFT_TENANT_ID: entra.tenant,
  MICROSOFT_AUTHORITY: entra.authority,
  GOOGLE_CLIENT_ID: 'solidaire-e2e.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'solidaire-e2e-google-secret',
});

if (await isPostgresReachable()) {
  const name = `solidaire_e2e_${process.pid}`;
  const admin = postgres(ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  process.env.DATABASE_URL = databaseUrl(name);
  process.on('exit', () => {
    // Exit handlers must be synchronous: drop the database from a short child process.
    const drop = `const s=require('postgres')(${JSON.stringify(ADMIN_DATABASE_URL)},{max:1});s.unsafe('drop database if exists "${name}" with (force)').finally(()=>s.end())`;
    execFileSync(process.execPath, ['-e', drop], { stdio: 'ignore', timeout: 10_000 });
  });
  const env = parseEnv();
  const runtime = await bootstrap(env, createLogger(env.logLevel));
  await seedDemo(runtime.db.sql, runtime.auth, { storage: directoryStorage(env.uploadDir) });
  await seedDemoEngagements({ sql: runtime.db.sql, env, mailer: runtime.mailer });
  await seedDemoQuests({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) });
  await seedDemoChallenges({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) });
  await seedDemoHighlights({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) }); // issue 17
  await seedDemoPrograms({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) }); // issue 17
  await seedDemoProjectCalls({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) }); // issue 18
  await seedDemoCompanySettings({ sql: runtime.db.sql }); // issue 15
  // Acme's employees (issue 15), in every account state.
  await seedDemoEmployees({ sql: runtime.db.sql, auth: runtime.auth, mailer: runtime.mailer, env, logger: runtime.logger });
  await seedDemoDashboard({ sql: runtime.db.sql });
  // The admin space (issue 16).
  await seedDemoAdmin({ sql: runtime.db.sql, auth: runtime.auth, mailer: runtime.mailer, env, logger: runtime.logger });
  await seedDemoTaxReceipts({ sql: runtime.db.sql, auth: runtime.auth, mailer: runtime.mailer, env, logger: runtime.logger }); // issue 20
  await seedDemoIntermission({ sql: runtime.db.sql, auth: runtime.auth, mailer: runtime.mailer, env, logger: runtime.logger }); // issue 20
  await seedDemoTeamBuilding({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) }); // issue 19
  // Acme's SAML single sign-on through the demo identity provider (issue 21).
  await seedDemoSso({ sql: runtime.db.sql, env, auth: runtime.auth, logger: runtime.logger });
  // Legal documents accepted by the demo accounts, and shared views (issue 16): last, so every member accepts.
  await seedDemoLegalAndViews({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) });
  await runtime.db.close();
}
process.on('exit', () => fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true }));

await import('../server/main');
