import * as samlifyNamespace from 'samlify';
import samlifyDefault from 'samlify';

/** samlify is CommonJS: under some loaders its functions sit on the default export, as better-auth's SSO plugin also handles. */
export const samlify: typeof samlifyNamespace =
  typeof (samlifyNamespace as { SPMetadata?: unknown }).SPMetadata === 'function' ? samlifyNamespace : ((samlifyDefault as unknown as typeof samlifyNamespace) ?? samlifyNamespace);
