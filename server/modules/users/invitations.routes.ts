import { Hono } from 'hono';
import { associationJoinInputSchema } from '../../../shared/associations/association.schema';
import { AppError, type ErrorCode, type FieldErrors } from '../../../shared/errors';
import { buildPath } from '../../../shared/routes';
import { JOIN_FORM_KEPT_FIELDS, invitationAcceptanceInputSchema, joinFormValues } from '../../../shared/users/membership.schema';
import { isCsrfTokenValid, isTrustedOrigin } from '../../http/csrf';
import type { AppDeps, AppEnv } from '../../http/types';
import { fieldErrorsFromZod, validate } from '../../http/validate';
import { acceptCompanyInvitation, getInvitation, joinAssociation } from './invitations.service';

/** Public: the invitation link's token is the credential. */
export function invitationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/invitations/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ invitation: await getInvitation(deps, c.req.param('token')) });
    })
    .post('/invitations/:token/accept', validate('json', invitationAcceptanceInputSchema), async (c) => {
      const signedIn = await acceptCompanyInvitation(deps, c.req.param('token'), c.req.valid('json'), c.req.raw.headers);
      for (const cookie of signedIn.cookies) c.header('Set-Cookie', cookie, { append: true });
      c.header('Cache-Control', 'no-store');
      return c.json({ redirectTo: signedIn.redirectTo });
    });
}

/**
 * The association join form (spec §2) is a classic HTML form POST with a
 * hidden CSRF token. Every failure goes back to the form (303) with the error
 * and what was typed, passwords excepted; success signs in and opens the space.
 */
export function associationJoinFormRoutes(deps: AppDeps, trustedOrigins: readonly string[]) {
  return new Hono<AppEnv>().post('/association/:slug/rejoindre/:token', async (c) => {
    const { slug, token } = c.req.param();
    const form = await c.req.parseBody();
    const kept = Object.fromEntries(JOIN_FORM_KEPT_FIELDS.map((name) => [name, typeof form[name] === 'string' ? (form[name] as string) : undefined]));
    const backToForm = (error: ErrorCode, fields?: FieldErrors) => {
      const query = { token, error, fields: fields ? JSON.stringify(fields) : undefined, ...kept };
      c.header('Cache-Control', 'no-store');
      return c.redirect(buildPath('associations.join', { type: 'association', associationSlug: slug }, {}, query), 303);
    };

    if (!isTrustedOrigin(c, trustedOrigins) || !isCsrfTokenValid(c, deps.secret, form._csrf)) return backToForm('CSRF_INVALID');
    const parsed = await associationJoinInputSchema.safeParseAsync(joinFormValues(form));
    if (!parsed.success) return backToForm('VALIDATION_FAILED', fieldErrorsFromZod(parsed.error));
    try {
      const signedIn = await joinAssociation(deps, { slug, token, values: parsed.data }, c.req.raw.headers);
      for (const cookie of signedIn.cookies) c.header('Set-Cookie', cookie, { append: true });
      c.header('Cache-Control', 'no-store');
      return c.redirect(signedIn.redirectTo, 303);
    } catch (error) {
      if (error instanceof AppError) return backToForm(error.code, error.fields);
      throw error;
    }
  });
}
