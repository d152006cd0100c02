import { ApiError } from '../../../../lib/api';
import { QueryStatus } from '../../../../ui/QueryStatus';
import { usePublishedMissionEngagement } from '../../api/association-engagements';
import { Messenger } from '../messenger/Messenger';

/**
 * The messenger tab of the company's follow-up of one application. For a
 * mission the company published itself, the organiser side: whoever handles its
 * applications (its referent or, without one, the company's admins) answers the
 * volunteer, the others read. For an association's mission (the organiser route
 * answers 404), the company side, which admins and ambassadors only read.
 */
export function CompanyFollowUpMessenger(props: { companySlug: string; engagementId: string }) {
  // The same query as the referent's actions above it: answered once for both.
  const published = usePublishedMissionEngagement(props.companySlug, props.engagementId);
  const companySide = <Messenger scope={{ kind: 'company', slug: props.companySlug }} engagementId={props.engagementId} />;
  return (
    <QueryStatus query={published} errorFor={(error) => (error instanceof ApiError && error.status === 404 ? companySide : undefined)}>
      {() => <Messenger scope={{ kind: 'publishingCompany', slug: props.companySlug }} engagementId={props.engagementId} />}
    </QueryStatus>
  );
}
