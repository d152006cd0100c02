/**
 * The engagement agreement (PDF) of an application (spec §7), from the company's
 * or the association's side: `GET /{companies|associations}/{slug}/exports/engagements/{id}/engagement-agreement`.
 */
export function agreementDownload(slug: string, engagementId: string, side: 'companies' | 'associations' = 'companies'): { path: string; fileName: string } {
  return {
    path: `/${side}/${encodeURIComponent(slug)}/exports/engagements/${encodeURIComponent(engagementId)}/engagement-agreement`,
    fileName: `convention-engagement-${engagementId}.pdf`,
  };
}
