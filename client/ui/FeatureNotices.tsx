import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContextType } from '../../shared/contexts';
import { type FeatureNotice, NOTICES, dismissNotice, dismissedNotices, featureFlags, localToday, visibleNotices } from '../lib/feature-notices';
import './home-notices.css';

/** The new-feature notices of a space's home (spec §9), each dismissible and remembered on this device. */
export function FeatureNotices({ space, notices = NOTICES, today = localToday() }: { space: ContextType; notices?: readonly FeatureNotice[]; today?: string }) {
  const { t } = useTranslation('homes');
  const [dismissed, setDismissed] = useState(() => dismissedNotices());
  const shown = visibleNotices(notices, { space, today, dismissed, flags: featureFlags() });
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((notice) => (
        <section key={notice.id} className="home-notice" aria-labelledby={`notice-${notice.id}`}>
          <span className="home-notice__tag">{t('notices.new')}</span>
          <div className="home-notice__text">
            <h2 id={`notice-${notice.id}`}>{t(`notices.${notice.id}.title`)}</h2>
            <p>{t(`notices.${notice.id}.body`)}</p>
          </div>
          <button
            type="button"
            className="button button--ghost home-notice__close"
            onClick={() => {
              dismissNotice(notice.id);
              setDismissed(dismissedNotices());
            }}
          >
            {t('notices.dismiss')}
          </button>
        </section>
      ))}
    </>
  );
}
