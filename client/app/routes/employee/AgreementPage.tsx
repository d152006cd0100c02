import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { agreementDownload } from '../../../features/engagements/api/agreement';
import { downloadFile } from '../../../lib/api';
import { PageLoading, PageMessage, usePageTitle } from '../../../ui/PageState';
import { RouteLink } from '../../../ui/RouteLink';

/**
 * `/collaborateur/{slug}/engagements/{id}/engagement-agreement`: downloads the
 * agreement PDF of an application, or says 'Le téléchargement du fichier a échoué.'
 */
export function AgreementPage() {
  const { t } = useTranslation(['engagements', 'errors']);
  const { companySlug, engagementId } = useParams();
  usePageTitle(t('agreement.title'));
  const [state, setState] = useState<'loading' | 'done' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState('loading');
    const { path, fileName } = agreementDownload(companySlug!, engagementId!);
    downloadFile(path, fileName).then(
      () => live && setState('done'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [companySlug, engagementId, attempt]);

  if (state === 'loading') return <PageLoading />;
  const back = (
    <RouteLink to="engagement.show" params={{ engagementId: engagementId! }} className="button">
      {t('agreement.back')}
    </RouteLink>
  );
  if (state === 'failed') {
    return (
      <PageMessage title={t('agreement.title')} body={t('errors:DOWNLOAD_FAILED')}>
        <div className="engagement-actions">
          <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('common:error_boundary.retry')}
          </button>
          {back}
        </div>
      </PageMessage>
    );
  }
  return (
    <PageMessage title={t('agreement.title')} body={t('agreement.done')}>
      {back}
    </PageMessage>
  );
}
