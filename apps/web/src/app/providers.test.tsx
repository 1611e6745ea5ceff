import { render, screen } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { afterEach, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { AppProviders } from './providers';

afterEach(() => {
  sonner.dismiss();
});

it("shows an error toast as a destructive notice in the theme's colours, bottom right", async () => {
  render(<AppProviders>{null}</AppProviders>);
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
