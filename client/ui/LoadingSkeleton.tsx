import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a list shows before its first answer: shapes at their final size (`children`), announced as loading. */
export function LoadingSkeleton({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('status.loading')}
      </span>
      {children}
    </div>
  );
}
