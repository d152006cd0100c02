import { type Auth, createAuth } from './auth/auth';
import { type Database, openDatabase } from './db/connect';
import { migrate } from './db/migrate';
import type { Env } from './env';
import type { Logger } from './http/logger';
import { type Mailer, createMailer } from './mail/mailer';
import { resolveAuthSecret } from './secret';
import { seedDemoEngagements } from './seed/demo-engagements';
import { seedDemoQuests } from './seed/demo-quests';
import { seedDemoChallenges } from './seed/demo-challenges';
// Highlights (« Temps forts », issue 17).
import { seedDemoHighlights } from './seed/demo-highlights';
// Acme's selections and a pinned mission (issue 17).
import { seedDemoPrograms } from './seed/demo-programs';
import { seedDemoProjectCalls } from './seed/demo-project-calls';
// Acme's settings: a feature switched off, a manager for « Mon équipe » (issue 15).
import { seedDemoCompanySettings } from './seed/demo-company-settings';
import { seedDemoEmployees } from './seed/demo-employees';
// The dashboards' demo (issue 15).
import { seedDemoDashboard } from './seed/demo-dashboard';
import { seedDemoLegalAndViews } from './seed/demo-legal-and-views';
import { seedDemo } from './seed/seed';
import { seedDemoAdmin } from './seed/demo-admin';
import { seedDemoSso } from './seed/demo-sso';
import { seedDemoIntermission, seedDemoTaxReceipts } from './seed/demo-tax-receipts';
// Team building (issue 19).
import { seedDemoTeamBuilding } from './seed/demo-team-building';
import { countUsers } from './seed/sql';
import { directoryStorage } from './modules/uploads/storage';

export interface Runtime {
  env: Env;
  logger: Logger;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  secret: string;
}

/** Database, migrations and auth: what both the server and the scripts need. */
export async function bootstrap(env: Env, logger: Logger, options: { trustedOrigins?: string[] } = {}): Promise<Runtime> {
  const secret = resolveAuthSecret(env);
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, logger });
  try {
    const applied = await migrate(db.sql);
    if (applied.length > 0) logger.info({ msg: 'migrations applied', migrations: applied });
    const mailer = createMailer({ sql: db.sql, smtpUrl: env.smtpUrl, from: env.mailFrom, logger });
    const auth = createAuth({ sql: db.sql, baseUrl: env.baseUrl, secret, trustedOrigins: options.trustedOrigins, mailer, logger, social: env.socialProviders });
    // The embedded database is the newcomer's default: it comes with the demo data.
    if (db.embedded && (await countUsers(db.sql)) === 0) {
      const { usersCreated, missionsCreated } = await seedDemo(db.sql, auth, { storage: directoryStorage(env.uploadDir) });
      const { engagementsCreated } = await seedDemoEngagements({ sql: db.sql, env, mailer });
      const { questsCreated } = await seedDemoQuests({ sql: db.sql, storage: directoryStorage(env.uploadDir) });
      const { challengesCreated } = await seedDemoChallenges({ sql: db.sql, storage: directoryStorage(env.uploadDir) });
      const { highlightsCreated } = await seedDemoHighlights({ sql: db.sql, storage: directoryStorage(env.uploadDir) }); // issue 17
      const { programsCreated } = await seedDemoPrograms({ sql: db.sql, storage: directoryStorage(env.uploadDir) }); // issue 17
      const { projectCallsCreated } = await seedDemoProjectCalls({ sql: db.sql, storage: directoryStorage(env.uploadDir) }); // issue 18
      await seedDemoCompanySettings({ sql: db.sql }); // issue 15
      // Acme's employees (issue 15): a CSV imported by rh@acme.example, in every account state.
      const { employeesCreated } = await seedDemoEmployees({ sql: db.sql, auth, mailer, env, logger });
      // The dashboards' demo: a year of page views, the holding admin in Acme Services (issue 15).
      await seedDemoDashboard({ sql: db.sql });
      // The admin space (issue 16): Camille's matricule, a mission the platform publishes itself.
      await seedDemoAdmin({ sql: db.sql, auth, mailer, env, logger });
      // Skills sponsorship (issue 20): salarie@acme.example's validated mission, its tax lines, one receipt complete, one to send.
      await seedDemoTaxReceipts({ sql: db.sql, auth, mailer, env, logger });
      await seedDemoIntermission({ sql: db.sql, auth, mailer, env, logger });
      // Team building (issue 19): three catalogue activities, one of Acme's, a confirmed request with participants.
      await seedDemoTeamBuilding({ sql: db.sql, storage: directoryStorage(env.uploadDir) });
      // Acme's SAML single sign-on through the demo identity provider (issue 21).
      await seedDemoSso({ sql: db.sql, env, auth, logger });
      // Legal documents accepted by the demo accounts, and shared views (issue 16): last, so every member accepts.
      await seedDemoLegalAndViews({ sql: db.sql, storage: directoryStorage(env.uploadDir) });
      logger.info({ msg: 'demo data seeded', usersCreated, missionsCreated, engagementsCreated, questsCreated, challengesCreated, highlightsCreated, programsCreated, projectCallsCreated, employeesCreated });
    }
    return { env, logger, db, auth, mailer, secret };
  } catch (error) {
    await db.close();
    throw error;
  }
}
