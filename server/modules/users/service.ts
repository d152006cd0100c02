import { AppError } from '../../../shared/errors';
import type { Me } from '../../../shared/users/me';
import { fullName } from '../../../shared/users/me';
import type { profileInputSchema } from '../../../shared/users/user.schema';
import type { z } from 'zod';
import type { AuthSession } from '../../auth/auth';
import type { Sql } from '../../db/connect';
import { findActor as findActorRows, findUserProfile, listAssociationsOfUser, listCompaniesOfUser, updateUserProfile } from './sql';

/** The signed-in user with their organisations, as the client needs it to pick a space. */
export async function getMe(sql: Sql, session: AuthSession): Promise<Me | null> {
  return loadMe(sql, session.user.id, (session.session as { impersonatedBy?: string | null }).impersonatedBy ?? null);
}

/** The same payload for any user (e.g. the target of an impersonation, to find their space). */
export async function loadMe(sql: Sql, userId: string, impersonatedBy: string | null): Promise<Me | null> {
  const [profile, companies, associations] = await Promise.all([
    findUserProfile(sql, userId),
    listCompaniesOfUser(sql, userId),
    listAssociationsOfUser(sql, userId),
  ]);
  if (!profile) return null;
  companies.sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return {
    user: {
      id: profile.id,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      fullName: fullName(profile.firstName, profile.lastName, profile.email),
      lang: profile.lang,
      isPlatformAdmin: profile.role === 'admin',
      state: profile.state,
      phone: profile.phone,
      jobTitle: profile.jobTitle,
    },
    companies: [...companies],
    associations: [...associations],
    impersonatedBy,
  };
}

/** `PUT /me/profile`: names, phone, job title and language of the signed-in user. */
export async function updateMyProfile(sql: Sql, session: AuthSession, input: z.output<typeof profileInputSchema>): Promise<Me> {
  const updated = await updateUserProfile(sql, session.user.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    // better-auth's `name` is kept in line with the two fields the product shows.
    name: fullName(input.firstName, input.lastName, session.user.email),
    phone: input.phone,
    jobTitle: input.jobTitle,
    lang: input.lang,
  });
  if (!updated) throw new AppError('UNAUTHENTICATED');
  const me = await getMe(sql, session);
  if (!me) throw new AppError('UNAUTHENTICATED');
  return me;
}

/** What the shared permission functions need about a user (role, state, memberships); undefined for an unknown user. */
export function findActor(sql: Sql, userId: string) {
  return findActorRows(sql, userId);
}
