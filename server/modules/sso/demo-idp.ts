import fs from 'node:fs';
import { type SamlIdpKeys, samlIdentityProvider } from './saml-idp';

/**
 * The demo identity provider: a SAML IdP the project runs itself for development, demos and tests
 * (`/demo-idp/saml/...`), so that Acme's single sign-on works on a newcomer's machine. Its key is committed and
 * public: the IdP is served only with the demo database or `DEMO_IDP=on`, never by default in production.
 */
export const DEMO_IDP_PATH = '/demo-idp/saml';

const keys = (): SamlIdpKeys => ({
  privateKey: fs.readFileSync(new URL('./demo-idp.key.pem', import.meta.url), 'utf8'),
  certificate: fs.readFileSync(new URL('./demo-idp.cert.pem', import.meta.url), 'utf8'),
});

export function demoIdentityProvider(baseUrl: string) {
  return samlIdentityProvider({ entityId: `${baseUrl}${DEMO_IDP_PATH}/metadata`, ssoUrl: `${baseUrl}${DEMO_IDP_PATH}/sso`, keys: keys() });
}
