/**
 * The engagement agreement (PDF) of an application, built by the company exports:
 * `GET /companies/{slug}/exports/engagements/{id}/engagement-agreement`.
 */
export function agreementDownload(slug: string, engagementId: string): { path: string; fileName: string } {
  return {
    path: `/companies/${encodeURIComponent(slug)}/exports/engagements/${encodeURIComponent(engagementId)}/engagement-agreement`,
    fileName: `convention-engagement-${engagementId}.pdf`,
  };
}
