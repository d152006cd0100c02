import { AppError } from '../../../shared/errors';
import type { Me } from '../../../shared/users/me';
import { fullName } from '../../../shared/users/me';
import type { profileInputSchema } from '../../../shared/users/user.schema';
import type { z } from 'zod';
import type { Actor } from '../../../shared/permissions/actor';
import { availableFeatures } from '../../../shared/permissions/features';
import { featureListsOf } from '../companies/companies.service';
import type { RequestSession } from '../../auth/session-cookie';
import type { Sql, SqlFragment } from '../../db/connect';
import { pendingLegalDocuments } from './legal-documents.service';
import {
  type ActorRow,
  findActor as findActorRow,
  findSessionActor,
  findUserProfile,
  listAssociationsOfUser,
  listCompaniesOfUser,
  updateUserProfile,
} from './sql';

/** The signed-in user with their organisations, as the client needs it to pick a space. */
export async function getMe(sql: Sql, session: RequestSession): Promise<Me | null> {
  return loadMe(sql, session.user.id, session.session.impersonatedBy ?? null);
}

/** The same payload for any user (e.g. the target of an impersonation, to find their space). */
export async function loadMe(sql: Sql, userId: string, impersonatedBy: string | null): Promise<Me | null> {
  const [profile, companies, associations, legalDocuments] = await Promise.all([
    findUserProfile(sql, userId),
    listCompaniesOfUser(sql, userId),
    listAssociationsOfUser(sql, userId),
    pendingLegalDocuments(sql, userId),
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
    companies: companies.map(({ plans, enabledFeatures, completelyActivatedFeatures, ownAllowedFeatures, ...membership }) => ({
      ...membership,
      features: availableFeatures(featureListsOf({ plans, enabledFeatures, completelyActivatedFeatures, ownAllowedFeatures }), 'company'),
    })),
    associations: [...associations],
    impersonatedBy,
    pendingLegalDocuments: legalDocuments,
  };
}

/** `PUT /me/profile`: names, phone, job title and language of the signed-in user. */
export async function updateMyProfile(sql: Sql, session: RequestSession, input: z.output<typeof profileInputSchema>): Promise<Me> {
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

/**
 * The actor as the server reads it: the shared `Actor`, each company membership also telling whether the
 * employee is in intermission (which missions they see), so an employee's view of a company needs no other read.
 */
export interface RequestActor extends Actor {
  companies: ReadonlyArray<Actor['companies'][number] & { inIntermission: boolean }>;
}

function toActor(row: ActorRow): RequestActor {
  return { userId: row.id, isPlatformAdmin: row.role === 'admin', state: row.state, companies: row.companies, associations: row.associations };
}

/** What the shared permission functions need about a user (role, state, memberships); undefined for an unknown user. */
export async function findActor(sql: Sql, userId: string): Promise<RequestActor | undefined> {
  const row = await findActorRow(sql, userId);
  return row && toActor(row);
}

/**
 * The session of a token with its actor and what `also` selects (the tenant of the path), in one statement;
 * undefined when no session has that token. Whether it has expired is the caller's to judge (`expiresAt`).
 */
export async function findSessionContext(
  sql: Sql,
  token: string,
  also: SqlFragment | null,
): Promise<{ session: RequestSession; actor: RequestActor; also: unknown } | undefined> {
  const row = await findSessionActor(sql, token, also);
  if (!row) return undefined;
  return {
    session: {
      session: { id: row.sessionId, token: row.token, userId: row.id, expiresAt: row.expiresAt, impersonatedBy: row.impersonatedBy },
      user: { id: row.id, email: row.email },
    },
    actor: toActor(row),
    also: row.also,
  };
}
