import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { samlify } from './samlify';

/**
 * A SAML 2.0 identity provider built on samlify, the library better-auth's SSO plugin verifies with: the demo IdP
 * the project runs for development (demo-idp.routes.ts) and the tests' IdP. It signs its assertions with its own
 * key; what it asserts (who, which attributes, for which audience, until when) is the caller's.
 */

const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export interface SamlIdpKeys {
  privateKey: string;
  certificate: string;
}

export function samlIdentityProvider(options: { entityId: string; ssoUrl: string; keys: SamlIdpKeys }) {
  return samlify.IdentityProvider({
    entityID: options.entityId,
    privateKey: options.keys.privateKey,
    signingCert: options.keys.certificate,
    singleSignOnService: [
      { Binding: REDIRECT, Location: options.ssoUrl },
      { Binding: POST, Location: options.ssoUrl },
    ],
    nameIDFormat: [EMAIL_FORMAT],
  });
}
export type SamlIdp = ReturnType<typeof samlIdentityProvider>;

/** The AuthnRequest a service provider sent by the redirect binding: its id and issuer (the SP's entity id). */
export function readAuthnRequest(samlRequest: string): { id: string; issuer: string } | null {
  try {
    const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
    const id = /<(?:\w+:)?AuthnRequest\b[^>]*\sID="([^"]+)"/.exec(xml)?.[1];
    const issuer = /<(?:\w+:)?Issuer[^>]*>\s*([^<\s]+)\s*<\/(?:\w+:)?Issuer>/.exec(xml)?.[1];
    return id && issuer ? { id, issuer } : null;
  } catch {
    return null;
  }
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SamlAssertionInput {
  nameId: string;
  attributes: Record<string, string>;
  /** The AuthnRequest answered (InResponseTo); null: unsolicited. */
  requestId: string | null;
  /** Defaults: valid from now for 5 minutes. */
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** Defaults to the service provider's entity id. */
  audience?: string;
}

/**
 * A signed login response for the service provider (its metadata XML), to post to its assertion consumer service.
 * Returns the base64 SAMLResponse, the address to post it to, and the raw XML (tests alter it).
 */
export async function samlLoginResponse(idp: SamlIdp, spMetadata: string, input: SamlAssertionInput) {
  const sp = samlify.ServiceProvider({ metadata: spMetadata });
  const now = new Date();
  const notBefore = (input.notBefore ?? now).toISOString();
  const notOnOrAfter = (input.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
  const acs = sp.entityMeta.getAssertionConsumerService('post') as string;
  const audience = input.audience ?? sp.entityMeta.getEntityID();
  const attributes = Object.entries(input.attributes)
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  const inResponseTo = input.requestId ? ` InResponseTo="${escapeXml(input.requestId)}"` : '';
  const responseId = `_${randomUUID()}`;
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${responseId}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escapeXml(acs)}"${inResponseTo}>` +
    `<saml:Issuer>${escapeXml(idp.entityMeta.getEntityID())}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${now.toISOString()}">` +
    `<saml:Issuer>${escapeXml(idp.entityMeta.getEntityID())}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${EMAIL_FORMAT}">${escapeXml(input.nameId)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(acs)}"${inResponseTo}/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escapeXml(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion></samlp:Response>`;
  const context = await idp.createLoginResponse(sp, { extract: { request: { id: input.requestId ?? '' } } } as never, 'post', { email: input.nameId }, {
    customTagReplacement: () => ({ id: responseId, context: xml }),
  });
  const samlResponse = (context as { context: string }).context;
  return { samlResponse, acsUrl: acs, xml: Buffer.from(samlResponse, 'base64').toString('utf8') };
}
