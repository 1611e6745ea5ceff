import { i18n } from '@lingui/core';
import { AA_TEXT, contrastRatio } from '@perks/contract';
import { render, screen } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { afterEach, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { AppProviders, TOAST_TINTS } from './providers';

afterEach(() => {
  sonner.dismiss();
});

it("shows an error toast as a destructive notice in the theme's colours, bottom right", async () => {
  render(
    <AppProviders queryClient={createQueryClient()} i18n={i18n}>
      {null}
    </AppProviders>,
  );
  toast.error('Error', { description: 'Failed to post job. Please try again.' });
  const notice = (await screen.findByText('Error')).closest('[data-sonner-toast]');
  expect(notice).toHaveAttribute('data-type', 'error');
  expect(notice).toHaveAttribute('data-rich-colors', 'true');
  expect(screen.getByText('Failed to post job. Please try again.')).toBeInTheDocument();
  const toaster = notice?.closest<HTMLElement>('[data-sonner-toaster]');
  expect(toaster).toHaveAttribute('data-y-position', 'bottom');
  expect(toaster).toHaveAttribute('data-x-position', 'right');
  expect(toaster?.style.getPropertyValue('--error-bg')).toBe('hsl(var(--destructive))');
  expect(toaster?.style.getPropertyValue('--error-text')).toBe('hsl(var(--destructive-foreground))');
});

it.each(Object.entries(TOAST_TINTS))(
  'writes %s toasts at WCAG AA contrast',
  (_kind, { background, text }) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
  },
);

it('gives success toasts the checked tint', async () => {
  render(
    <AppProviders queryClient={createQueryClient()} i18n={i18n}>
      {null}
    </AppProviders>,
  );
  toast.success('Saved');
  const toaster = (await screen.findByText('Saved')).closest<HTMLElement>('[data-sonner-toaster]');
  expect(toaster?.style.getPropertyValue('--success-text')).toBe(`hsl(${TOAST_TINTS.success.text})`);
  expect(toaster?.style.getPropertyValue('--success-bg')).toBe(`hsl(${TOAST_TINTS.success.background})`);
});
