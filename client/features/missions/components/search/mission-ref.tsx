import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api';
import { idFromRef } from '../../../../../shared/route-ref';
import { PageMessage } from '../../../../ui/PageState';
import { RouteLink } from '../../../../ui/RouteLink';

// A mission's address read, and what to say when it names no mission: apart from the mission page's view and the
// search's filters, so the apply page loads neither.

/** The mission id of a `{id}-{slug}` path segment, or null. */
export const missionIdFromRef = idFromRef;

/** A mission that is gone or not visible: said in French with the way back to the search (else the usual error). */
export function missionNotFound(error: unknown) {
  return error instanceof ApiError && error.status === 404 ? <MissionNotFound /> : undefined;
}

function MissionNotFound() {
  const { t } = useTranslation('missions');
  return (
    <PageMessage title={t('discovery.page.not_found_title')} body={t('discovery.page.not_found_body')}>
      <RouteLink to="missions.search" className="button button--primary">
        {t('discovery.page.back_to_search')}
      </RouteLink>
    </PageMessage>
  );
}
