/**
 * The platform's legal documents (spec §2 Admin, « Documents juridiques »): terms of use (CGU) and privacy policy,
 * versioned per audience. zod-free: the session payload, the acceptance page and the admin list read these rules.
 *
 * Audiences (who is asked to accept a document):
 * - `employees` « Collaborateurs et entreprises »: every member of a company, whatever their role (collaborator,
 *   ambassador, company or group admin) — the people who use the employee and company spaces;
 * - `associations` « Associations »: every member of an association (admin or simple member).
 * Platform administrators write the documents and are asked only through a membership; a person in both a company
 * and an association is asked both audiences' documents.
 *
 * A document is one kind for one audience, platform-wide, or reserved to one organisation of that audience (one
 * company's employees, one association's members: their « conditions particulières », asked in addition to the
 * platform-wide documents). Its current version is the latest one published on or before today (Paris); a version
 * dated later is scheduled and asks nobody yet.
 */

export const LEGAL_DOCUMENT_KINDS = ['terms_of_use', 'privacy_policy'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

export const LEGAL_AUDIENCES = ['employees', 'associations'] as const;
export type LegalAudience = (typeof LEGAL_AUDIENCES)[number];

export const LEGAL_VERSION_LABEL_MAX = 60;
export const LEGAL_DOCUMENTS_PAGE_SIZE = 20;

/** Where a version stands today: in force, superseded by a later one, or dated in the future. */
export type LegalVersionStatus = 'current' | 'superseded' | 'scheduled';

export interface LegalVersionFacts {
  id: number;
  kind: LegalDocumentKind;
  audience: LegalAudience;
  /** The company (employees) or association (associations) the version is reserved to; null: platform-wide. */
  organisationId: number | null;
  /** YYYY-MM-DD, a Paris day. */
  publishedOn: string;
}

/** The document a version belongs to. */
export function documentKey(version: Pick<LegalVersionFacts, 'kind' | 'audience' | 'organisationId'>): string {
  return `${version.kind}:${version.audience}:${version.organisationId ?? '*'}`;
}

/** Newer first: the later publication day, then the later version written on the same day. */
function newer(a: LegalVersionFacts, b: LegalVersionFacts): boolean {
  return a.publishedOn !== b.publishedOn ? a.publishedOn > b.publishedOn : a.id > b.id;
}

/** The current version of each document among `versions`: its latest one published on or before `today`. */
export function currentVersions<Version extends LegalVersionFacts>(versions: readonly Version[], today: string): Version[] {
  const current = new Map<string, Version>();
  for (const version of versions) {
    if (version.publishedOn > today) continue;
    const key = documentKey(version);
    const held = current.get(key);
    if (!held || newer(version, held)) current.set(key, version);
  }
  return [...current.values()];
}

/**
 * Where a version stands today, knowing the current version of its document (`currentId`, null when none is in force
 * yet): a version dated later is scheduled, the current one is in force, any other was superseded.
 */
export function versionStatus(version: Pick<LegalVersionFacts, 'id' | 'publishedOn'>, currentId: number | null, today: string): LegalVersionStatus {
  if (version.publishedOn > today) return 'scheduled';
  return version.id === currentId ? 'current' : 'superseded';
}

/** What a person's memberships make them part of: the audiences, and the organisations a reserved document may name. */
export interface LegalMemberships {
  companyIds: readonly number[];
  associationIds: readonly number[];
}

/** Whether a version's document is addressed to someone with these memberships. */
export function appliesTo(version: Pick<LegalVersionFacts, 'audience' | 'organisationId'>, memberships: LegalMemberships): boolean {
  const ids = version.audience === 'employees' ? memberships.companyIds : memberships.associationIds;
  return version.organisationId === null ? ids.length > 0 : ids.includes(version.organisationId);
}

/**
 * What a person must accept before going on: the current version of every document addressed to them that they have
 * not accepted. Accepting an older version does not count for a newer one.
 */
export function pendingVersions<Version extends LegalVersionFacts>(
  versions: readonly Version[],
  memberships: LegalMemberships,
  acceptedIds: ReadonlySet<number>,
  today: string,
): Version[] {
  return currentVersions(
    versions.filter((version) => appliesTo(version, memberships)),
    today,
  )
    .filter((version) => !acceptedIds.has(version.id))
    .sort((a, b) => LEGAL_AUDIENCES.indexOf(a.audience) - LEGAL_AUDIENCES.indexOf(b.audience) || LEGAL_DOCUMENT_KINDS.indexOf(a.kind) - LEGAL_DOCUMENT_KINDS.indexOf(b.kind) || (a.organisationId ?? 0) - (b.organisationId ?? 0));
}
