import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplySection, applyMailto } from './apply-section';

describe('Apply', () => {
  let href = '';
  beforeEach(() => {
    vi.useFakeTimers();
    href = '';
    // jsdom cannot navigate to mailto:; record where the page was sent instead.
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      set href(value: string) {
        href = value;
      },
    } as Location);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is a mailto link (it works without JavaScript), then shows the address with Copy after one second', async () => {
    render(<ApplySection email="jobs@saltpine.example" jobTitle="Line Cook" />);
    const link = screen.getByRole('link', { name: 'Apply Now' });
    expect(link).toHaveAttribute('href', applyMailto('jobs@saltpine.example', 'Line Cook'));
    expect(link).toHaveAttribute('href', 'mailto:jobs@saltpine.example?subject=Application%3A%20Line%20Cook');
    fireEvent.click(link);
    expect(href).toBe(applyMailto('jobs@saltpine.example', 'Line Cook'));
    expect(screen.queryByText('jobs@saltpine.example')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText('jobs@saltpine.example')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('jobs@saltpine.example')).toBeInTheDocument();
  });

  it("copies the address and says 'Copied!' for two seconds", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<ApplySection email="jobs@saltpine.example" jobTitle="Line Cook" />);
    fireEvent.click(screen.getByRole('link', { name: 'Apply Now' }));
    act(() => vi.advanceTimersByTime(1000));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('jobs@saltpine.example');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('falls back to the legacy copy command when the Clipboard API refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    const execCommand = vi.fn().mockReturnValue(true);
    document.execCommand = execCommand;
    render(<ApplySection email="jobs@saltpine.example" jobTitle="Line Cook" />);
    fireEvent.click(screen.getByRole('link', { name: 'Apply Now' }));
    act(() => vi.advanceTimersByTime(1000));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    // The hidden text area used for copying is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });

  it("is the secondary 'Apply by e-mail' beside the in-app Apply, with the same fallback", () => {
    render(<ApplySection email="jobs@saltpine.example" jobTitle="Line Cook" emphasis="secondary" />);
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Apply by e-mail' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('region', { name: 'Application email' })).toHaveTextContent(
      'jobs@saltpine.example',
    );
  });
});
