import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/render';
import { AssociationRegistrationForm } from './RegistrationForms';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('AssociationRegistrationForm', () => {
  it('answers an empty submit with a summary naming each field, sending nothing', async () => {
    renderWithProviders(<AssociationRegistrationForm onCodeSent={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Inscrire mon association' }));
    const summary = (await screen.findByRole('heading', { name: /champs à corriger/ })).closest('.error-summary') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole('link').map((link) => link.textContent);
    expect(links[0]).toBe("Nom de l'association : Indiquez le nom de l'association.");
    expect(links).toContain('Prénom : Indiquez votre prénom.');
    expect(links).toContain("Conditions d'utilisation : Vous devez accepter les conditions d'utilisation.");
    fireEvent.click(within(summary).getByRole('link', { name: 'Prénom : Indiquez votre prénom.' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Prénom')));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
