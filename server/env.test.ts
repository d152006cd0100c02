import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('reads the map tiles: OpenStreetMap by default, another server with its credit, or none', () => {
    expect(parseEnv({}).mapTiles).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    expect(parseEnv({ MAP_TILES_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: '© Example' }).mapTiles).toEqual({
      url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
    expect(parseEnv({ MAP_TILES_URL: 'none' }).mapTiles).toBeNull();
    expect(() => parseEnv({ MAP_TILES_URL: 'https://tiles.example.org/{z}.png' })).toThrow(/MAP_TILES_URL/);
  });

  it('applies the defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ port: 3000, databaseUrl: undefined, baseUrl: 'http://localhost:3000', logLevel: 'info', nodeEnv: 'development' });
    expect(env.dataDir).toBe(path.resolve('data'));
    expect(env.uploadDir).toBe(path.resolve('data/uploads'));
  });

  it('reads every variable', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/app',
      DATA_DIR: '/tmp/d',
      BASE_URL: 'https://app.example/',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail:25',
      UPLOAD_DIR: '/srv/up',
      LOG_LEVEL: 'debug',
    });
    expect(env).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/app',
      dataDir: '/tmp/d',
      baseUrl: 'https://app.example',
      authSecret: 'x'.repeat(32),
      smtpUrl: 'smtp://mail:25',
      uploadDir: '/srv/up',
      logLevel: 'debug',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT: must be a port number \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT: must be at most 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a postgres/],
    [{ BASE_URL: 'ftp://x' }, /BASE_URL: must be an http/],
    [{ SMTP_URL: 'nope' }, /SMTP_URL: must be an smtp/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL: must be one of/],
    [{ PRIVACY_CONTACT_EMAIL: 'dpo' }, /PRIVACY_CONTACT_EMAIL: must be an e-mail address/],
    [{ MAIL_FROM: 'no reply' }, /MAIL_FROM: must be an address like/],
    [{ BETTER_AUTH_SECRET: 'short' }, /BETTER_AUTH_SECRET: must be at least 32/],
    [{ NODE_ENV: 'production' }, /BETTER_AUTH_SECRET: is required in production/],
  ])('refuses %o with a message naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('derives the mail sender and the privacy contact', () => {
    expect(parseEnv({ BASE_URL: 'https://app.example' })).toMatchObject({ mailFrom: 'Solidaire <no-reply@app.example>', privacyContactEmail: 'no-reply@app.example' });
    expect(parseEnv({ MAIL_FROM: 'Solidaire <bonjour@asso.example>' }).privacyContactEmail).toBe('bonjour@asso.example');
    expect(parseEnv({ PRIVACY_CONTACT_EMAIL: 'dpo@asso.example' }).privacyContactEmail).toBe('dpo@asso.example');
  });

  it('never echoes the secret', () => {
    expect(() => parseEnv({ BETTER_AUTH_SECRET: 'tooshort' })).not.toThrow(/tooshort/);
    expect(() => parseEnv({ GOOGLE_CLIENT_SECRET: 'google-secret-value' })).not.toThrow(/google-secret-value/);
  });

  it('reads the social sign-in providers: none without credentials, a half set-up refused naming what is missing', () => {
    expect(parseEnv({}).socialProviders).toEqual({ google: undefined, microsoft: undefined });
    expect(parseEnv({ GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret', MICROSOFT_CLIENT_ID: 'm-id', MICROSOFT_CLIENT_SECRET: 'm-secret' }).socialProviders).toEqual({
      google: { clientId: 'g-id', clientSecret: 'g-secret' },
      microsoft: { clientId: 'm-id', clientSecret: 'm-secret', tenantId: 'organizations', authority: undefined },
    });
    expect(
      parseEnv({ MICROSOFT_CLIENT_ID: 'm', MICROSOFT_CLIENT_SECRET: 's', MICROSOFT_TENANT_ID: 'contoso.onmicrosoft.com', MICROSOFT_AUTHORITY: 'https://login.microsoftonline.us' })
        .socialProviders.microsoft,
    ).toEqual({ clientId: 'm', clientSecret: 's', tenantId: 'contoso.onmicrosoft.com', authority: 'https://login.microsoftonline.us' });
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(/GOOGLE_CLIENT_SECRET: is required with GOOGLE_CLIENT_ID/);
    expect(() => parseEnv({ MICROSOFT_CLIENT_SECRET: 's' })).toThrow(/MICROSOFT_CLIENT_ID: is required with MICROSOFT_CLIENT_SECRET/);
    expect(() => parseEnv({ MICROSOFT_TENANT_ID: 'a/b' })).toThrow(/MICROSOFT_TENANT_ID: must be a tenant id/);
  });
});
