import { screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import engagements from '../../../../shared/locales/fr/engagements.json' with { type: 'json' };
import errors from '../../../../shared/locales/fr/errors.json' with { type: 'json' };
import { ManagerValidationPage } from './ManagerValidationPage';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';


let fetchMock: ReturnType<typeof vi.fn>;
beforeAll(() => {
  i18next.addResourceBundle('fr', 'engagements', engagements, true, true);
  i18next.addResourceBundle('fr', 'errors', errors, true, true);
});
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const renderWith = (node: ReactNode, url = '/') => renderWithProviders(node, url);

describe('manager validation', () => {
  it('shows the French page of a dead link (410 VALIDATION_TOKEN_INVALID)', async () => {
    fetchMock.mockResolvedValue(json(410, { error: { code: 'VALIDATION_TOKEN_INVALID', message: 'x', requestId: 'r' } }));
    renderWith(
      <Routes>
        <Route path="/validation-manager/:validationToken" element={<ManagerValidationPage />} />
      </Routes>,
      '/validation-manager/abcdefghijklmnopqrstuvwxyz',
    );
    expect(await screen.findByRole('heading', { name: "Ce lien n'est plus valable" })).toBeTruthy();
  });
});
