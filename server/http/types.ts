import type { Actor } from '../../shared/permissions/actor';
import type { Auth, AuthSession } from '../auth/auth';
import type { Sql } from '../db/connect';
import type { AssociationRecord } from '../modules/associations/associations.service';
import type { CompanyRecord } from '../modules/companies/companies.service';
import type { Env } from '../env';
import type { Mailer } from '../mail/mailer';
import type { Logger } from './logger';

/** What every route can reach: built once at boot and passed down, never imported as globals. */
export interface AppDeps {
  sql: Sql;
  auth: Auth;
  mailer: Mailer;
  env: Env;
  logger: Logger;
  /** Secret for form CSRF tokens (the auth secret). */
  secret: string;
  /** Directory of the built PWA; absent in API-only tests. */
  clientDir?: string;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    session: AuthSession | null;
    /** Set by requireActor() the first time a route asks for it. */
    actor?: Actor;
    /** The path's tenant, set by companyScope() / associationScope() (read once per request). */
    company?: CompanyRecord;
    association?: AssociationRecord;
  };
};
