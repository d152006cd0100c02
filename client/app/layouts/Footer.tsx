import { useTranslation } from 'react-i18next';
import { ADMIN_LANGUAGES, LANGUAGES, type Language, isLanguage } from '../../../shared/i18n/languages';
import { rememberLanguage } from '../../lib/i18n';
import { useSpaceContext } from '../../lib/space';

export function Footer() {
  const { t, i18n } = useTranslation();
  const context = useSpaceContext();
  const languages: readonly Language[] = context.type === 'admin' ? ADMIN_LANGUAGES : LANGUAGES;
  return (
    <footer className="app-footer">
      <span>© {t('app.name')} — {t('app.tagline')}</span>
      <label className="language-picker">
        <span>{t('language.label')}</span>
        <select
          value={i18n.resolvedLanguage}
          onChange={(event) => {
            const language = event.target.value;
            if (!isLanguage(language)) return;
            rememberLanguage(language);
            void i18n.changeLanguage(language);
          }}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`language.${language}`)}
            </option>
          ))}
        </select>
      </label>
    </footer>
  );
}
