import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { agreementDownload } from '../../../features/engagements/api/agreement';
import { downloadFile } from '../../../lib/api';
import { DownloadPage } from '../../../ui/DownloadPage';
import { RouteLink } from '../../../ui/RouteLink';

/**
 * `/collaborateur/{slug}/engagements/{id}/engagement-agreement`: downloads the
 * agreement PDF of an application, or says 'Le téléchargement du fichier a échoué.'
 */
export function AgreementPage() {
  const { t } = useTranslation('engagements');
  const { companySlug, engagementId } = useParams();
  const { path, fileName } = agreementDownload(companySlug!, engagementId!);
  return (
    <DownloadPage
      title={t('agreement.title')}
      doneBody={t('agreement.done')}
      startKey={path}
      start={() => downloadFile(path, fileName)}
      back={
        <RouteLink to="engagement.show" params={{ engagementId: engagementId! }} className="button">
          {t('agreement.back')}
        </RouteLink>
      }
    />
  );
}
