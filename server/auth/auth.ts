import { betterAuth } from 'better-auth';
import { type AuthDependencies, authOptions } from './options';

export function createAuth(options: AuthDependencies) {
  return betterAuth(authOptions(options));
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
