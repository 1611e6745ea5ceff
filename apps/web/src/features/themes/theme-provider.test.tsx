import { findPreset } from '@perks/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { APP_THEME_KEY } from './lib/theme-storage';
import { useThemes } from './theme-context';
import { THEME_SWITCH_DELAY_MS, ThemeProvider } from './theme-provider';

function Controls() {
  const { active, selectTheme, reset } = useThemes();
  return (
    <div>
      <p>active: {active?.id ?? 'platform'}</p>
      <button type="button" onClick={() => selectTheme('forest')}>
        forest
      </button>
      <button type="button" onClick={() => selectTheme('no-such-theme')}>
        unknown
      </button>
      <button type="button" onClick={reset}>
        reset
      </button>
    </div>
  );
}

const primary = () => document.documentElement.style.getPropertyValue('--primary');

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
});

it('applies a chosen preset after about 50 ms and keeps its id under app-theme; reset goes back', async () => {
  render(
    <ThemeProvider>
      <Controls />
    </ThemeProvider>,
  );
  expect(primary()).toBe('');
  const clicked = performance.now();
  act(() => screen.getByRole('button', { name: 'forest' }).click());
  expect(primary()).toBe('');
  await waitFor(() => expect(primary()).toBe(findPreset('forest')!.colors.primary));
  expect(performance.now() - clicked).toBeGreaterThanOrEqual(THEME_SWITCH_DELAY_MS - 1);
  expect(localStorage.getItem(APP_THEME_KEY)).toBe('forest');
  act(() => screen.getByRole('button', { name: 'reset' }).click());
  await waitFor(() => expect(primary()).toBe(''));
  expect(localStorage.getItem(APP_THEME_KEY)).toBeNull();
});

it('only warns for an unknown id, keeping the current theme', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(
    <ThemeProvider>
      <Controls />
    </ThemeProvider>,
  );
  act(() => screen.getByRole('button', { name: 'unknown' }).click());
  await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('no-such-theme')));
  expect(screen.getByText('active: platform')).toBeDefined();
  warn.mockRestore();
});

it("applies the saved choice on start, and ignores (with a warning) a saved id it doesn't know", async () => {
  localStorage.setItem(APP_THEME_KEY, 'midnight');
  const { unmount } = render(
    <ThemeProvider>
      <Controls />
    </ThemeProvider>,
  );
  await waitFor(() => expect(primary()).toBe(findPreset('midnight')!.colors.primary));
  unmount();
  document.documentElement.removeAttribute('style');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.setItem(APP_THEME_KEY, 'gone');
  render(
    <ThemeProvider>
      <Controls />
    </ThemeProvider>,
  );
  await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('gone')));
  expect(primary()).toBe('');
  warn.mockRestore();
});

function CustomControls() {
  const { customThemes, loadCustomThemes, saveCustomTheme, selectTheme } = useThemes();
  const harbour = { ...findPreset('arctic')!, id: 'custom-harbour', name: 'Harbour' };
  // Before the load ends the list also reads 'none': the test waits for this, not for the list.
  const [loaded, setLoaded] = useState(false);
  return (
    <div>
      <p>custom: {customThemes.map((t) => t.name).join(',') || 'none'}</p>
      {loaded && <p>custom themes loaded</p>}
      <button type="button" onClick={() => void loadCustomThemes().then(() => setLoaded(true))}>
        load
      </button>
      <button type="button" onClick={() => saveCustomTheme(harbour)}>
        save
      </button>
      <button type="button" onClick={() => selectTheme('custom-harbour')}>
        choose
      </button>
    </div>
  );
}

it('keeps a custom theme in this browser and can choose it like a preset', async () => {
  localStorage.setItem('app-custom-themes', JSON.stringify([{ id: 'broken' }]));
  render(
    <ThemeProvider>
      <CustomControls />
    </ThemeProvider>,
  );
  act(() => screen.getByRole('button', { name: 'load' }).click());
  await screen.findByText('custom themes loaded');
  expect(screen.getByText('custom: none')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'save' }).click());
  await screen.findByText('custom: Harbour');
  await waitFor(() => expect(localStorage.getItem('app-custom-themes')).toContain('custom-harbour'));
  act(() => screen.getByRole('button', { name: 'choose' }).click());
  await waitFor(() => expect(localStorage.getItem(APP_THEME_KEY)).toBe('custom-harbour'));
  await waitFor(() => expect(primary()).toBe(findPreset('arctic')!.colors.primary));
});
