import type { Sql } from '../db/connect';
import { setCompanyFeature } from '../modules/companies/settings.service';
import { findCompanyIdBySlug, setManagerIfMissing } from './demo-company-settings.sql';

/** The demo manager of the managers' view « Mon équipe »: the ambassador manages the HR admin (both demo accounts). */
export const DEMO_TEAM = { company: 'acme', manager: 'ambassadeur@acme.example', employee: 'rh@acme.example' } as const;
/** A feature Acme's plans include and that Acme switched off, shown so in « Fonctionnalités » (no other demo uses it). */
export const DEMO_SWITCHED_OFF_FEATURE = 'team_building' as const;

/**
 * Acme's settings for the demo (issue 15): « Team building » switched off through the settings' use case, and a
 * manager for the managers' view. Not run by the tests' seedTestDemo, whose companies keep every feature on.
 */
export async function seedDemoCompanySettings(deps: { sql: Sql }): Promise<void> {
  const acme = await findCompanyIdBySlug(deps.sql, DEMO_TEAM.company);
  if (!acme) return;
  await setCompanyFeature(deps.sql, acme, { feature: DEMO_SWITCHED_OFF_FEATURE, enabled: false });
  await setManagerIfMissing(deps.sql, acme, DEMO_TEAM.employee, DEMO_TEAM.manager);
}
