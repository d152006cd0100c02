import fs from 'node:fs/promises';
import path from 'node:path';
import { sharedViewInputSchema } from '../../shared/missions/shared-views.schema';
import { parisToday } from '../../shared/time/paris';
import type { LegalAudience, LegalDocumentKind } from '../../shared/users/legal-documents.rules';
import type { Sql } from '../db/connect';
import { type FileStorage, storeUpload } from '../modules/uploads/service';
import { acceptCurrentLegalDocuments, publishLegalVersion } from '../modules/users/legal-documents.service';
import { DEMO_USERS } from './demo-data';
import { countLegalVersions, insertDemoView, listMemberIds } from './demo-legal-and-views.sql';
import { findUserIdByEmail } from './sql';

const ASSETS = path.join(import.meta.dirname, 'assets');
const ADMIN_EMAIL = DEMO_USERS.find((user) => user.platformAdmin)!.email;

/** The version every demo document starts with. */
export const DEMO_LEGAL_VERSION = '2026-1';
const DEMO_LEGAL_DOCUMENTS: ReadonlyArray<{ kind: LegalDocumentKind; audience: LegalAudience; file: string }> = [
  { kind: 'terms_of_use', audience: 'employees', file: 'cgu-collaborateurs.pdf' },
  { kind: 'privacy_policy', audience: 'employees', file: 'confidentialite-collaborateurs.pdf' },
  { kind: 'terms_of_use', audience: 'associations', file: 'cgu-associations.pdf' },
  { kind: 'privacy_policy', audience: 'associations', file: 'confidentialite-associations.pdf' },
];

/**
 * The demo's shared views, under links the README lists: `/decouvrir-nos-missions/{hash}` and
 * `/decouvrir-nos-associations/{hash}`. Real views get a random hash (createSharedView); these are fixed so a newcomer
 * can open them from the README.
 */
export const DEMO_SHARED_VIEWS = [
  { hash: 'demo-missions-environnement-2026', kind: 'missionViews', name: "Agir pour l'environnement", filters: { thematics: 'THEMATIC_ENVIRONMENT' } },
  { hash: 'demo-associations-proximite-2026', kind: 'associationViews', name: 'Solidarité de proximité', filters: { thematic: 'THEMATIC_POVERTY_EXCLUSION' } },
] as const;

/**
 * Legal documents and shared views for the demo (issue 16): version 2026-1 of the terms of use and privacy policy of
 * each audience, published by admin@example.org through the use case (stored as an upload would be) and accepted by
 * every member of an organisation then, so no demo sign-in stops at the acceptance page; and one shared view of each
 * kind. Runs after the other seeds (the imported employees accept too); an account created later accepts the current
 * documents with its registration or invitation. Nothing is published again when versions exist.
 */
export async function seedDemoLegalAndViews(deps: { sql: Sql; storage: FileStorage }, options: { now?: Date } = {}): Promise<{ versionsCreated: number }> {
  const adminId = await findUserIdByEmail(deps.sql, ADMIN_EMAIL);
  if (!adminId) return { versionsCreated: 0 };
  let versionsCreated = 0;
  if ((await countLegalVersions(deps.sql)) === 0) {
    for (const document of DEMO_LEGAL_DOCUMENTS) {
      const bytes = await fs.readFile(path.join(ASSETS, document.file));
      const stored = await storeUpload(deps.storage, 'pdf', new File([new Uint8Array(bytes)], document.file, { type: 'application/pdf' }));
      await publishLegalVersion(
        deps,
        adminId,
        { kind: document.kind, audience: document.audience, organisationId: null, versionLabel: DEMO_LEGAL_VERSION, publishedOn: parisToday(options.now), file: stored.url },
        options.now,
      );
      versionsCreated += 1;
    }
    for (const userId of await listMemberIds(deps.sql)) await acceptCurrentLegalDocuments(deps.sql, userId, options.now);
  }
  for (const view of DEMO_SHARED_VIEWS) {
    const checked = sharedViewInputSchema.parse({ kind: view.kind, name: view.name, filters: view.filters });
    await insertDemoView(deps.sql, { hash: view.hash, kind: checked.kind, name: checked.name, filters: checked.filters, createdBy: adminId });
  }
  return { versionsCreated };
}
