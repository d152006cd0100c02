import type { Sql } from '../db/connect';
import { findCompanyIdBySlug, setManagerIfMissing } from './demo-company-settings.sql';

/** The demo manager of the managers' view « Mon équipe »: the ambassador manages the HR admin (both demo accounts). */
export const DEMO_TEAM = { company: 'acme', manager: 'ambassadeur@acme.example', employee: 'rh@acme.example' } as const;
/**
 * Acme's settings for the demo (issue 15): a manager for the managers' view. Every feature of Acme's plans stays on:
 * each has its demo data. Not run by the tests' seedTestDemo.
 */
export async function seedDemoCompanySettings(deps: { sql: Sql }): Promise<void> {
  const acme = await findCompanyIdBySlug(deps.sql, DEMO_TEAM.company);
  if (!acme) return;
  await setManagerIfMissing(deps.sql, acme, DEMO_TEAM.employee, DEMO_TEAM.manager);
}
