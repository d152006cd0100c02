import type { MissionScope } from './mission-scope';

/** Spec §7: the association's exports of one mission's applications ('engagements') or waiting list ('subscribers'). */
export const MISSION_EXPORT_KINDS = ['engagements', 'subscribers'] as const;
export type MissionExportKind = (typeof MISSION_EXPORT_KINDS)[number];
export type MissionExportFormat = 'xlsx' | 'csv';

/** The association's export, or, for a mission the company published itself, the company's (its volunteers are all the company's). */
export function missionExportPath(scope: MissionScope, missionId: number, kind: MissionExportKind, format: MissionExportFormat): string {
  const owner = scope.kind === 'association' ? 'associations' : 'companies';
  return `/${owner}/${encodeURIComponent(scope.slug)}/exports/missions/${missionId}/${kind}?format=${format}`;
}

/** The name the file gets when the server's Content-Disposition cannot be read. */
export function missionExportFallbackName(missionId: number, kind: MissionExportKind, format: MissionExportFormat): string {
  return `${kind === 'engagements' ? 'candidatures' : 'liste-d-attente'}-${missionId}.${format}`;
}
