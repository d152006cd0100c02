import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { AppError } from '../../../shared/errors';
import { canReadAssociationMissions } from '../../../shared/permissions/policies';
import { SYNC_CLIENT_HEADER, syncPullQuerySchema, syncPushRequestSchema } from '../../../shared/sync/sync.schema';
import { validationMessage } from '../../../shared/validation/messages';
import { authorize, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { parseInput, validate } from '../../http/validate';
import { companyFeatures } from '../companies/companies.service';
import { type PullSpace, findPullMember, pull } from './pull.service';
import { type PushDeps, push } from './push.service';

const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireSession(c);
  await next();
};

function headerId(c: Context<AppEnv>, name: string): number | null {
  const value = Number(c.req.header(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * Offline sync (`docs/sync.md`, contract in shared/sync/sync.schema.ts).
 * `POST /sync/push`: 200 with the results (conflicts and rejected intents
 * included), 413/400 for a body too large or whose envelope does not fit
 * (nothing consumed), 401 without a session, 403 for a client id of another
 * user, 5xx only for a transient database fault (nothing consumed). `GET /sync/pull`: the space comes from
 * `X-Company-Id` (employee) or `X-Association-Id` (association member);
 * `X-Sync-Client-Id` names the client whose `lastMutationId` is returned.
 */
export function syncRoutes(deps: AppDeps, options: Pick<PushDeps, 'handlers' | 'beforeCommit'> = {}) {
  const pushDeps: PushDeps = {
    sql: deps.sql,
    env: deps.env,
    logger: deps.logger,
    deliver: async (mails) => {
      const sent = await Promise.allSettled(mails.map((mail) => deps.mailer.send(mail)));
      for (const outcome of sent) {
        if (outcome.status === 'rejected') deps.logger.error({ msg: 'sync e-mail not sent', error: String(outcome.reason) });
      }
    },
    ...options,
  };
  return new Hono<AppEnv>()
    // The text rule is applied to each intent's args by push(), where a failure is that intent's result, not a 400.
    .post('/sync/push', signedIn, validate('json', syncPushRequestSchema, { checkText: false }), async (c) => {
      const actor = await requireActor(c, deps.sql);
      const context = { companyId: headerId(c, 'x-company-id'), associationId: headerId(c, 'x-association-id') };
      const { response } = await push(pushDeps, actor, context, c.req.valid('json'));
      c.header('Cache-Control', 'no-store');
      return c.json(response);
    })
    .get('/sync/pull', signedIn, async (c) => {
      const actor = await requireActor(c, deps.sql);
      const companyId = headerId(c, 'x-company-id');
      const associationId = headerId(c, 'x-association-id');
      let space: PullSpace;
      if (companyId !== null) {
        // The membership, account state and audience stamp read together (a reset when the stamp moved: pull.service).
        const [member, features] = await Promise.all([findPullMember(deps.sql, companyId, actor.userId), companyFeatures(deps.sql, companyId)]);
        authorize(Boolean(member));
        space = {
          kind: 'employee',
          actor: { ...actor, state: member!.userState },
          companyId,
          companyActive: member!.companyActive,
          audience: { kind: 'employee', companyId, entityId: member!.entityId, inIntermission: member!.inIntermission },
          audienceStamp: member!.audienceStamp,
          features,
        };
      } else if (associationId !== null) {
        authorize(canReadAssociationMissions(actor, associationId));
        space = { kind: 'association', actor, associationId };
      } else {
        throw new AppError('VALIDATION_FAILED', undefined, { fields: { 'x-company-id': [validationMessage('required')] } });
      }
      // The query is read once the space is: whoever may not pull here is refused (403) before learning its shape.
      const query = parseInput(syncPullQuerySchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await pull({ sql: deps.sql }, space, { cursor: query.cursor, limit: query.limit, clientId: c.req.header(SYNC_CLIENT_HEADER) }));
    });
}
