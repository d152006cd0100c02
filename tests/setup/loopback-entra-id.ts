import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { interactionPolicy } from 'oidc-provider';

/** A person at the identity provider: the claims Entra ID puts in its ID tokens. */
export interface EntraAccount {
  email: string;
  name?: string;
  emailVerified?: boolean;
}

/**
 * A real OpenID Connect provider (oidc-provider 9) on loopback, laid out as Microsoft Entra ID is: better-auth's
 * `microsoft` provider takes an `authority`, and then asks for `{authority}/{tenant}/oauth2/v2.0/authorize`, exchanges
 * the code at `{authority}/{tenant}/oauth2/v2.0/token` (client secret in the body, PKCE) and reads the ID token, whose
 * issuer is `{authority}/{tenant}/v2.0` with the tenant (`tid`) and the person's object id (`oid`).
 *
 * The sign-in screen is this file's: `nextSignIn` says who signs in at the next authorization (or that the person
 * refuses), the way a test user would click through Microsoft's pages.
 */
export async function startLoopbackEntraId(options: { clientId: string; clientSecret: string; redirectUri: string }) {
  const tenant = randomUUID();
  const accounts = new Map<string, EntraAccount & { oid: string }>();
  let next: { account: EntraAccount } | { refuse: true } | null = null;

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const authority = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Entra ID honours prompt=select_account (the account picker), which better-auth's provider asks for.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }));
  const provider = new Provider(`${authority}/${tenant}/v2.0`, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    routes: {
      authorization: `/${tenant}/oauth2/v2.0/authorize`,
      token: `/${tenant}/oauth2/v2.0/token`,
      jwks: `/${tenant}/discovery/v2.0/keys`,
      userinfo: `/${tenant}/oidc/userinfo`,
    },
    scopes: ['openid', 'email', 'profile', 'offline_access', 'User.Read'],
    claims: { openid: ['sub', 'tid', 'oid'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims asked for by scope go in the ID token, as Entra ID's do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomUUID()] },
    // Consent is the tenant admin's, given once for the application: nobody is asked.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile offline_access User.Read');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, tid: tenant, oid: account.oid, email: account.email, email_verified: account.emailVerified ?? true, name: account.name ?? account.email }),
      };
    },
  });
  provider.on('server_error', (_ctx, error) => console.error('loopback Entra ID:', error));

  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void (async () => {
      const { uid } = await provider.interactionDetails(req, res);
      let who = next;
      next = null;
      // Without a scripted person (a browser in the end-to-end tests), the provider's own sign-in page: an address.
      if (!who && req.method === 'GET') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(`<!doctype html><html lang="en"><title>Loopback Entra ID</title><h1>Sign in to your account</h1>
          <form method="post" action="/interaction/${uid}"><label>Email <input name="email" type="email" required></label>
          <button type="submit">Next</button> <button type="submit" name="decline" value="1">Cancel</button></form></html>`);
        return;
      }
      if (!who) {
        const form = new URLSearchParams(await new Promise<string>((resolve) => {
          let body = '';
          req.on('data', (chunk: Buffer) => (body += chunk.toString()));
          req.on('end', () => resolve(body));
        }));
        who = form.get('decline') || !form.get('email') ? { refuse: true } : { account: { email: form.get('email')! } };
      }
      if ('refuse' in who) {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user declined.' }, { mergeWithLastSubmission: false });
        return;
      }
      const accountId = `acc-${who.account.email}`;
      accounts.set(accountId, { ...who.account, oid: accounts.get(accountId)?.oid ?? randomUUID() });
      await provider.interactionFinished(req, res, { select_account: {}, login: { accountId } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    authority,
    tenant,
    /** Who signs in at the next authorization request; `{ refuse: true }`: the person declines. */
    nextSignIn(who: { account: EntraAccount } | { refuse: true }) {
      next = who;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows the browser's way through the provider: redirects on its origin, with its cookies, until it leaves it. */
export async function followProvider(startUrl: string, providerOrigin: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(startUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== providerOrigin) return url;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} at ${url}: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects at the provider');
}
