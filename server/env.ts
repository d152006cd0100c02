import path from 'node:path';
import { z } from 'zod';
import type { SocialProvider } from '../shared/users/social-sign-in';
import { DEFAULT_MAP_TILES_ATTRIBUTION, DEFAULT_MAP_TILES_URL, MAP_TILES_DISABLED, type MapTiles, isTileTemplate } from '../shared/missions/map-tiles';

/** A provider's credentials; Microsoft's with its tenant and, for a national cloud, its authority. */
export type SocialProvidersConfig = Partial<
  Record<SocialProvider, { clientId: string; clientSecret: string; tenantId?: string; authority?: string | undefined } | undefined>
>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int('must be a whole number').min(0).max(65535, 'must be at most 65535').default(3000),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    ),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
    BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
    BETTER_AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters long').optional()),
    SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
    PRIVACY_CONTACT_EMAIL: z.preprocess(emptyAsUndefined, z.email({ error: 'must be an e-mail address' }).optional()),
    MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().regex(/^(.+<)?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address like "Solidaire <no-reply@example.org>"').optional()),
    UPLOAD_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info')),
    MAP_TILES_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((value) => value === MAP_TILES_DISABLED || isTileTemplate(value), 'must be an http(s) URL template with {z}, {x} and {y}, or "none"')
        .default(DEFAULT_MAP_TILES_URL),
    ),
    MAP_TILES_ATTRIBUTION: z.preprocess(emptyAsUndefined, z.string().max(300, 'must be at most 300 characters').optional()),
    DEMO_IDP: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], { error: 'must be on or off' }).optional()),
    CLIENT_IP_HEADER: z.preprocess(
      emptyAsUndefined,
      z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a header name, such as x-real-ip or x-forwarded-for').optional(),
    ),
    // Social sign-in (issue 21, docs/social-sign-in.md): a provider without its credentials is not offered.
    GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    MICROSOFT_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    MICROSOFT_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    MICROSOFT_TENANT_ID: z.preprocess(
      emptyAsUndefined,
      z.string().regex(/^[A-Za-z0-9.-]+$/, 'must be a tenant id (GUID), a verified domain, "organizations" or "common"').default('organizations'),
    ),
    MICROSOFT_AUTHORITY: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BETTER_AUTH_SECRET'], message: 'is required in production' });
    }
    // A provider's id without its secret (or the reverse) is a half-done set-up: say so at start, not at a sign-in.
    for (const [id, secret] of [['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET']] as const) {
      if (Boolean(env[id]) !== Boolean(env[secret])) {
        const missing = env[id] ? secret : id;
        ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${missing === id ? secret : id}` });
      }
    }
  })
  .transform((env) => {
    const dataDir = path.resolve(env.DATA_DIR);
    const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
    const baseOrigin = new URL(baseUrl).origin;
    const mailFrom = env.MAIL_FROM ?? `Solidaire <no-reply@${new URL(baseUrl).hostname}>`;
    return {
      nodeEnv: env.NODE_ENV,
      port: env.PORT,
      databaseUrl: env.DATABASE_URL,
      dataDir,
      baseUrl,
      authSecret: env.BETTER_AUTH_SECRET,
      smtpUrl: env.SMTP_URL,
      mailFrom,
      /** Written in the privacy policy; defaults to the sender address of the platform's mail. */
      privacyContactEmail: env.PRIVACY_CONTACT_EMAIL ?? /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom,
      uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
      logLevel: env.LOG_LEVEL,
      /**
       * Origins whose pages may post to the API and to /api/auth. Without BASE_URL, outside production, the
       * other loopback names of the same port too: tools print http://127.0.0.1:3000 as often as localhost.
       */
      trustedOrigins: !env.BASE_URL && env.NODE_ENV !== 'production' ? loopbackOrigins(baseOrigin) : [baseOrigin],
      /**
       * The demo SAML identity provider (`/demo-idp/saml`, issue 21), whose key is public: with the embedded demo
       * database outside production, or when DEMO_IDP=on.
       */
      demoIdp: env.DEMO_IDP ? env.DEMO_IDP === 'on' : !env.DATABASE_URL && env.NODE_ENV !== 'production',
      /** The header in which a reverse proxy gives the client's address (its last value); unset: the socket's peer. */
      clientIpHeader: env.CLIENT_IP_HEADER?.toLowerCase(),
      /** The social sign-in providers the platform has credentials for (each company switches them on). */
      socialProviders: {
        google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : undefined,
        microsoft:
          env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET
            ? { clientId: env.MICROSOFT_CLIENT_ID, clientSecret: env.MICROSOFT_CLIENT_SECRET, tenantId: env.MICROSOFT_TENANT_ID, authority: env.MICROSOFT_AUTHORITY }
            : undefined,
      } satisfies SocialProvidersConfig,
      /** The tiles of the mission pages' maps; null: no map, the address only. */
      mapTiles: (env.MAP_TILES_URL === MAP_TILES_DISABLED
        ? null
        : {
            url: env.MAP_TILES_URL,
            // The OpenStreetMap credit goes with its tiles; another server's, as its operator writes it.
            attribution: env.MAP_TILES_ATTRIBUTION ?? (env.MAP_TILES_URL === DEFAULT_MAP_TILES_URL ? DEFAULT_MAP_TILES_ATTRIBUTION : ''),
          }) satisfies MapTiles | null,
    };
  });

export type Env = z.infer<typeof envSchema>;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origin and, when its host is a loopback name, the same scheme and port
 * under the other loopback names (localhost, 127.0.0.1, [::1]): one machine,
 * one server, three spellings.
 */
export function loopbackOrigins(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return [url.origin, ...LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`).filter((other) => other !== url.origin)];
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the configuration once at boot; a wrong value names the variable and stops the start. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'configuration');
    const got = source[name];
    return `  ${name}: ${issue.message}${got !== undefined && !name.endsWith('_SECRET') ? ` (got "${got}")` : ''}`;
  });
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}
