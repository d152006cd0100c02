import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import common from '../../shared/locales/fr/common.json' with { type: 'json' };
import errors from '../../shared/locales/fr/errors.json' with { type: 'json' };
import users from '../../shared/locales/fr/users.json' with { type: 'json' };

// Client tests render in French with the real translation files.
await i18next.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: 'fr',
  resources: { fr: { common, errors, users } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

afterEach(() => cleanup());
