import { useTranslation } from 'react-i18next';
import type { AdminInvitationReport } from '../../../../shared/companies/admin-company.schema';
import type { FieldErrors } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-text';
import { showToast } from '../../../ui/notifications';

/**
 * What the company form's `submit` answers once the server has: null when saved (after `done`), the fields' messages
 * when the server refused some, and an empty map (with the error's sentence in a toast) for any other failure.
 */
export function useSubmitOutcome() {
  const errorText = useErrorText();
  return async <T>(request: Promise<T>, done: (result: T) => void): Promise<FieldErrors | null> => {
    try {
      done(await request);
      return null;
    } catch (error) {
      showToast('error', errorText(error) ?? '');
      return error instanceof ApiError ? error.fields : {};
    }
  };
}

/** « Invitation envoyée à … », « Administrateur ajouté : … », « Déjà administrateur : … ». */
export function useInvitationReportText() {
  const { t } = useTranslation('companies');
  return (report: AdminInvitationReport) =>
    [
      report.invited.length > 0 ? t('admin.invited_to', { emails: report.invited.join(', ') }) : '',
      report.added.length > 0 ? t('admin.added_to', { emails: report.added.join(', ') }) : '',
      report.unchanged.length > 0 ? t('admin.unchanged_to', { emails: report.unchanged.join(', ') }) : '',
    ]
      .filter(Boolean)
      .join(' ');
}
