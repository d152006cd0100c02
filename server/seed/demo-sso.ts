import { DEFAULT_MAPPINGS } from '../../shared/sso/sso.rules';
import type { AppDeps } from '../http/types';
import { demoIdentityProvider } from '../modules/sso/demo-idp';
import { findCompanyBySlugForSso, saveSsoSettings } from '../modules/sso/sso.service';
import { enableDemoSso, findSeedUserId } from './demo-sso.sql';

/**
 * Acme signs its employees in with SAML through the demo identity provider the app serves (`/demo-idp/saml`,
 * issue 21): `/saml2/acme/metadata` answers, « Connexion avec l'authentification unique » on Acme's sign-in page
 * works, and the company settings show the set-up. Switched on by the seed as an operator would after a test.
 */
export async function seedDemoSso(deps: Pick<AppDeps, 'sql' | 'env' | 'auth' | 'logger'>): Promise<void> {
  const acme = await findCompanyBySlugForSso(deps.sql, 'acme');
  const admin = await findSeedUserId(deps.sql, 'rh@acme.example');
  if (!acme || !admin) return;
  await saveSsoSettings(deps, acme, admin, {
    protocol: 'saml',
    enabled: false,
    domains: ['acme.example'],
    mapping: DEFAULT_MAPPINGS.saml,
    metadataXml: demoIdentityProvider(deps.env.baseUrl).getMetadata(),
    metadataUrl: null,
    issuer: null,
    clientId: null,
    clientSecret: null,
  });
  await enableDemoSso(deps.sql, acme.id);
}
