import { Hono } from 'hono';
import { findCompanyBySlugForSso, samlServiceProviderMetadata } from './sso.service';
import type { AppDeps, AppEnv } from '../../http/types';
import { DEMO_IDP_PATH, demoIdentityProvider } from './demo-idp';
import { readAuthnRequest, samlLoginResponse } from './saml-idp';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The person the demo IdP offers to sign in as: someone Acme does not know yet, created on the way in. */
const DEMO_PERSON = {
  email: 'claire.dupont@acme.example',
  firstName: 'Claire',
  lastName: 'Dupont',
  employeeNumber: 'SSO-0042',
  department: 'Agence Lyon',
  managerEmail: 'ambassadeur@acme.example',
};
const FIELDS = [
  ['email', 'E-mail'],
  ['firstName', 'Prénom'],
  ['lastName', 'Nom'],
  ['employeeNumber', 'Matricule'],
  ['department', 'Entité'],
  ['managerEmail', 'E-mail du manager'],
] as const;

const page = (title: string, body: string, script = false) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#1f2a44;color:#1f2a44;margin:0;min-height:100vh;display:grid;place-items:center;padding:16px;box-sizing:border-box}
main{background:#fff;border-radius:12px;max-width:420px;width:100%;padding:24px;box-sizing:border-box;box-shadow:0 10px 30px rgba(0,0,0,.25)}
h1{font-size:1.3rem;margin:0 0 4px}p{color:#4b5563;margin:0 0 16px;font-size:.95rem}
label{display:block;font-weight:600;font-size:.9rem;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #9ca3af;border-radius:8px;font-size:1rem}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:8px;background:#2563eb;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;font-size:.8rem;margin-bottom:12px}
</style>${script ? `<script src="${DEMO_IDP_PATH}/post.js" defer></script>` : ''}</head><body><main>${body}</main></body></html>`;

/** `/demo-idp/saml/...`: metadata, the sign-in form, and the signed answer it posts back to the service provider. */
export function demoIdpRoutes(deps: AppDeps) {
  const idp = () => demoIdentityProvider(deps.env.baseUrl);

  /** The company whose service provider sent the request: its entity id is `{base}/saml2/{slug}/metadata`. */
  async function serviceProvider(issuer: string) {
    const slug = new RegExp(`^${deps.env.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/saml2/([^/]+)/metadata$`).exec(issuer)?.[1];
    const company = slug ? await findCompanyBySlugForSso(deps.sql, slug) : undefined;
    return company ? samlServiceProviderMetadata(deps, company) : null;
  }

  return new Hono<AppEnv>()
    .get(`${DEMO_IDP_PATH}/metadata`, (c) => {
      c.header('Content-Type', 'application/samlmetadata+xml; charset=utf-8');
      return c.body(idp().getMetadata());
    })
    .get(`${DEMO_IDP_PATH}/post.js`, (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      return c.body("document.getElementById('saml-post').submit();\n");
    })
    .get(`${DEMO_IDP_PATH}/sso`, (c) => {
      const samlRequest = c.req.query('SAMLRequest') ?? '';
      const relayState = c.req.query('RelayState') ?? '';
      if (!readAuthnRequest(samlRequest)) return c.html(page('Demande invalide', '<h1>Demande invalide</h1><p>Aucune demande SAML lisible.</p>'), 400);
      const inputs = FIELDS.map(
        ([name, label]) =>
          `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(DEMO_PERSON[name])}"${name === 'email' ? ' type="email" required autocomplete="username"' : ''}>`,
      ).join('');
      return c.html(
        page(
          "Fournisseur d'identité de démonstration",
          `<span class="badge">Démonstration</span><h1>Fournisseur d'identité de démonstration</h1>
<p>Il joue le rôle de l'annuaire de l'entreprise (Okta, Microsoft Entra ID…) : indiquez qui se connecte et ce que l'annuaire transmet.</p>
<form method="post" action="${DEMO_IDP_PATH}/sso">${inputs}
<input type="hidden" name="SAMLRequest" value="${escapeHtml(samlRequest)}"><input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">
<button type="submit">Se connecter</button></form>`,
        ),
      );
    })
    .post(`${DEMO_IDP_PATH}/sso`, async (c) => {
      const form = await c.req.parseBody();
      const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
      const request = readAuthnRequest(text('SAMLRequest'));
      const spMetadata = request ? await serviceProvider(request.issuer) : null;
      if (!request || !spMetadata) return c.html(page('Demande invalide', '<h1>Demande invalide</h1><p>Ce service ne connaît pas ce fournisseur de service.</p>'), 400);
      const attributes = Object.fromEntries(FIELDS.map(([name]) => [name, text(name)]).filter(([, value]) => value !== ''));
      const answer = await samlLoginResponse(idp(), spMetadata, { nameId: text('email'), attributes, requestId: request.id });
      return c.html(
        page(
          'Connexion…',
          `<h1>Connexion…</h1><p>Retour vers Solidaire.</p><form id="saml-post" method="post" action="${escapeHtml(answer.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${answer.samlResponse}"><input type="hidden" name="RelayState" value="${escapeHtml(text('RelayState'))}">
<button type="submit">Continuer</button></form>`,
          true,
        ),
      );
    });
}
