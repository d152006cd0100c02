import { useTranslation } from 'react-i18next';
import { ApiError } from './api';

/** Turns any error into the sentence to show: `t('errors:<code>')`, or the default message. */
export function useErrorText(): (error: unknown) => string | null {
  const { t } = useTranslation('errors');
  return (error) => {
    if (!error) return null;
    const code = error instanceof ApiError ? error.code : 'UNEXPECTED';
    return t(code, { defaultValue: t('UNEXPECTED') });
  };
}
