/** `npm run seed`: writes the demo data into the configured database (DATABASE_URL or the embedded one). */
import { bootstrap } from '../boot';
import { parseEnv } from '../env';
import { createLogger } from '../http/logger';
import { seedDemoEngagements } from './demo-engagements';
import { seedDemoQuests } from './demo-quests';
import { seedDemoChallenges } from './demo-challenges';
// Highlights (« Temps forts », issue 17).
import { seedDemoHighlights } from './demo-highlights';
// Acme's selections and a pinned mission (issue 17).
import { seedDemoPrograms } from './demo-programs';
import { seedDemoProjectCalls } from './demo-project-calls';
import { seedDemoEmployees } from './demo-employees';
// The dashboards' demo (issue 15).
import { seedDemoDashboard } from './demo-dashboard';
import { seedDemoLegalAndViews } from './demo-legal-and-views';
import { seedDemo } from './seed';
// The admin space (issue 16): Camille's matricule, a mission the platform publishes itself.
import { seedDemoAdmin } from './demo-admin';
import { seedDemoIntermission, seedDemoTaxReceipts } from './demo-tax-receipts';
// Team building (issue 19).
import { seedDemoTeamBuilding } from './demo-team-building';
// Acme's settings: a feature switched off, a manager for « Mon équipe » (issue 15).
import { seedDemoCompanySettings } from './demo-company-settings';
import { directoryStorage } from '../modules/uploads/storage';

const env = parseEnv();
const runtime = await bootstrap(env, createLogger(env.logLevel));
try {
  const { usersCreated, missionsCreated } = await seedDemo(runtime.db.sql, runtime.auth, { storage: directoryStorage(env.uploadDir) });
  // The demo employee's applications in every state, through the real use cases (their mail lands in /admin/boite-mail).
  const { engagementsCreated } = await seedDemoEngagements({ sql: runtime.db.sql, env, mailer: runtime.mailer });
  // Acme's quests, built and played through the real use cases.
  const { questsCreated } = await seedDemoQuests({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) });
  // Acme's events: an upcoming webinar, and a past one the demo employee attended (through the events' use cases).
  const { challengesCreated } = await seedDemoChallenges({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) });
  // Acme's « Semaine de la solidarité » and a catalogue highlight of the platform (issue 17).
  const { highlightsCreated } = await seedDemoHighlights({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) });
  // Acme's selections, one picked by hand and one by two filters, and a pinned mission (issue 17).
  const { programsCreated } = await seedDemoPrograms({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) });
  // Acme's project calls, one in its vote phase and one open for submissions (issue 18).
  const { projectCallsCreated } = await seedDemoProjectCalls({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) });
  // Acme's settings: a feature switched off, a manager for « Mon équipe » (issue 15).
  await seedDemoCompanySettings({ sql: runtime.db.sql });
  // Acme's employees (issue 15): a CSV imported by rh@acme.example, in every account state.
  const { employeesCreated } = await seedDemoEmployees({ sql: runtime.db.sql, auth: runtime.auth, mailer: runtime.mailer, env, logger: runtime.logger });
  // The dashboards' demo: a year of page views, the holding admin in Acme Services (issue 15).
  const { eventsCreated } = await seedDemoDashboard({ sql: runtime.db.sql });
  const platform = await seedDemoAdmin({ sql: runtime.db.sql, auth: runtime.auth, mailer: runtime.mailer, env, logger: runtime.logger });
  // Skills sponsorship (issue 20): a validated work-time mission of salarie@acme.example, its lines and receipts.
  const { taxLinesCreated } = await seedDemoTaxReceipts({ sql: runtime.db.sql, auth: runtime.auth, mailer: runtime.mailer, env, logger: runtime.logger });
  await seedDemoIntermission({ sql: runtime.db.sql, auth: runtime.auth, mailer: runtime.mailer, env, logger: runtime.logger });
  // Three catalogue activities, one of Acme's, a confirmed request with participants (issue 19).
  const { teamBuildingsCreated } = await seedDemoTeamBuilding({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) });
  // Legal documents accepted by the demo accounts, and shared views (issue 16): last, so every member accepts.
  const { versionsCreated } = await seedDemoLegalAndViews({ sql: runtime.db.sql, storage: directoryStorage(env.uploadDir) });
  console.log(
    `Demo data written (${usersCreated} new accounts, ${missionsCreated + platform.missionsCreated} new missions, ${engagementsCreated} new applications, ${questsCreated} new quests, ${challengesCreated} new events, ${highlightsCreated} new highlights, ${teamBuildingsCreated} new team buildings, ${programsCreated} new selections, ${projectCallsCreated} new project calls, ${employeesCreated} new employees, ${eventsCreated} page views, ${taxLinesCreated} tax-exemption lines, ${versionsCreated} legal document versions).`,
  );
} finally {
  await runtime.db.close();
}
