import type { Sql } from '../../db/connect';
import * as q from './sql';

/** `/entreprise/{slug}/parametres`: who may self-register in the company. */
export async function updateRegistrationSettings(sql: Sql, companyId: number, settings: { allowedEmailDomains: string[]; validatesNewAccounts: boolean }): Promise<void> {
  await q.updateRegistrationSettings(sql, companyId, settings);
}
