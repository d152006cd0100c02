import { Hono } from 'hono';
import { z } from 'zod';
import { levelAnswerInputSchema } from '../../../shared/levels/level.schema';
import { authorize, companyScope, requireActor, requireSession } from '../../http/context';
import type { AppDeps, AppEnv } from '../../http/types';
import { parseInput, validate } from '../../http/validate';
import { answer } from '../../http/mutation';
import { answerLevel } from './answers.service';
import { isCompanyMember } from '../../../shared/permissions/policies';

const levelParams = z.object({ slug: z.string(), id: z.coerce.number().int().positive() });

/**
 * `POST /api/v1/companies/{slug}/levels/{id}/answers` (body: `answerId`,
 * `answers`): the online twin of the `level.answer` sync mutation. 200 with
 * `{ status: 'ok', answer }`; LEVEL_CLOSED / ANSWER_TYPE_CHANGED / CONFLICT
 * as the error envelope plus the result (engagements/present.ts).
 */
export function levelAnswerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/companies/:slug/levels/:id/answers', validate('param', levelParams), async (c) => {
    requireSession(c);
    const { slug, id } = c.req.valid('param');
    const actor = await requireActor(c, deps.sql);
    const company = await companyScope(c, deps.sql, slug);
    authorize(isCompanyMember(actor, company.id));
    const body: unknown = await c.req.json().catch(() => ({}));
    const input = parseInput(levelAnswerInputSchema, { ...(typeof body === 'object' && body !== null ? body : {}), levelId: id });
    return answer(c, deps, await answerLevel(deps, actor, company.id, input));
  });
}
