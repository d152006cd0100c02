import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../lib/install-prompt';
import './home-notices.css';

/** « Installer l'application », on a phone, to someone who already uses the app (see `shouldOfferInstall`). */
export function InstallPrompt({ used }: { used: boolean }) {
  const { t } = useTranslation('homes');
  const offer = useInstallPrompt(used);
  if (!offer.offered) return null;
  return (
    <section className="home-notice home-notice--install" aria-labelledby="install-title">
      <img src="/icons/logo.svg" alt="" width="40" height="40" />
      <div className="home-notice__text">
        <h2 id="install-title">{t('install.title')}</h2>
        <p>{t('install.body')}</p>
        <div className="home-notice__actions">
          <button type="button" className="button button--primary" onClick={() => void offer.install()}>
            {t('install.install')}
          </button>
          <button type="button" className="button button--ghost" onClick={offer.dismiss}>
            {t('install.dismiss')}
          </button>
        </div>
      </div>
    </section>
  );
}
