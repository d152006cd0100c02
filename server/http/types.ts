import type { Auth } from '../auth/auth';
import type { RequestSession } from '../auth/session-cookie';
import type { Sql } from '../db/connect';
import type { AssociationRecord } from '../modules/associations/associations.service';
import type { CompanyRecord } from '../modules/companies/companies.service';
import type { RequestActor } from '../modules/users/service';
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
    /** Read before any route (`readRequestContext`), with the actor and the path's tenant. */
    session: RequestSession | null;
    /** Set with the session, or by requireActor() the first time a route asks for it. */
    actor?: RequestActor;
    /** The path's tenant, read with the session, or by companyScope() / associationScope() (once per request). */
    company?: CompanyRecord;
    association?: AssociationRecord;
    /** The outcome the admin audit records when the response hides it (a form post sent back to its page with the error). */
    auditStatus?: number;
  };
};
