import { render, screen, waitFor } from '@testing-library/react';
import { toast as sonner, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from './toast';

// Sonner keeps its toasts in a module-level store; one test's toasts must not show in the next.
afterEach(() => {
  sonner.dismiss();
});

describe('toast', () => {
  it('shows a toast raised before the Toaster mounts, with its description', async () => {
    toast.success('Success!', { description: "Thanks for signing up! We'll be in touch soon." });
    render(<Toaster />);
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText("Thanks for signing up! We'll be in touch soon.")).toBeInTheDocument();
  });

  it('raises each kind the app uses, in order', async () => {
    render(<Toaster visibleToasts={5} />);
    toast('You have no new notifications');
    toast.message('Missing Information');
    toast.info('Shift Added');
    toast.error('Invalid OTP');
    await screen.findByText('Invalid OTP');
    const notices = await waitFor(() => {
      const shown = [...document.querySelectorAll('[data-sonner-toast]')];
      expect(shown).toHaveLength(4);
      return shown;
    });
    // Newest first; plain notices carry no type, so they keep the neutral style.
    expect(notices.map((notice) => notice.getAttribute('data-type'))).toEqual(['error', 'info', null, null]);
    expect(notices.map((notice) => notice.textContent)).toEqual([
      'Invalid OTP',
      'Shift Added',
      'Missing Information',
      'You have no new notifications',
    ]);
  });
});
