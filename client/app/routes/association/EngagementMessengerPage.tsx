import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Messenger } from '../../../features/engagements/components/messenger/Messenger';
import { usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';

/** `/association/{slug}/messagerie/{engagementId}`: the conversation with the volunteer of one application. */
export function EngagementMessengerPage() {
  const { t } = useTranslation('engagements');
  usePageTitle(t('messenger.title'));
  const { associationSlug = '', engagementId = '' } = useParams();
  return (
    <div className="stack">
      <RouteLink to="engagement.show" params={{ engagementId }}>
        {t('messenger.back_to_follow_up')}
      </RouteLink>
      <h1>{t('messenger.title')}</h1>
      <Messenger scope={{ kind: 'association', slug: associationSlug }} engagementId={engagementId} />
    </div>
  );
}
