import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import type { SeenRequest } from '@/test/stub-api';
import { SettingsPage } from '../pages/settings-page';
import { AccountLanguagePicker } from './account-language';

const languagePuts = (requests: SeenRequest[]) =>
  requests.filter((request) => request.method === 'PUT' && request.url.pathname.endsWith('/user/language'));

// A language's catalogs are compiled from their .po files when first imported: seconds, once.
describe('the language picker', { timeout: 30_000 }, () => {
  it('switches the screen at once and saves the choice on a signed-in account', async () => {
    const { requests } = await renderWithProviders(<SettingsPage />, {
      user: testUser(),
      api: {
        'GET /auth/sessions': () => [],
        'GET /user/text-consents': () => ({ kinds: [] }),
        'GET /auth/passkeys': () => ({ passkeys: [], recovery_codes_left: 0, verified_at: null }),
        'PUT /user/language': ({ body }) => body,
      },
    });
    const picker = screen.getByRole('combobox', { name: 'Language' });
    // Each language is offered in its own name.
    expect(screen.getByRole('option', { name: 'Español' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Português' })).toBeInTheDocument();

    await userEvent.selectOptions(picker, 'es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ajustes' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.cookie).toContain('lang=es');
    await waitFor(() =>
      expect(languagePuts(requests).map((request) => request.body)).toEqual([{ language: 'es' }]),
    );
  });

  it("remembers a visitor's choice in the browser only", async () => {
    const { requests } = await renderWithProviders(<AccountLanguagePicker />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    expect(await screen.findByLabelText('Langue', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=fr');
    expect(languagePuts(requests)).toEqual([]);
  });

  it("brings a signed-in account's saved language to this browser", async () => {
    await renderWithProviders(<AccountLanguagePicker />, { user: { ...testUser(), language: 'pt' } });
    expect(await screen.findByLabelText('Idioma', {}, { timeout: 20_000 })).toHaveValue('pt');
    expect(document.documentElement.lang).toBe('pt');
  });
});
