import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManagerValidationPage } from './ManagerValidationPage';
import { json, renderWithProviders, stubFetch } from '../../../testing/render';

let fetchMock: ReturnType<typeof vi.fn>;
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
