import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/test/with-i18n';
import { businessDetail } from '../testing';
import { SignalsCard } from './signals-card';

describe('Culture & Signals', () => {
  it('ends the sentence once after a name that already ends in a full stop', () => {
    const business = businessDetail({ name: 'Back Cove Pizza Co.' });
    render(<SignalsCard business={{ ...business, signals: { ...business.signals, live_job_count: 2 } }} />, {
      wrapper: WithI18n,
    });
    expect(screen.getByText('From 2 open jobs at Back Cove Pizza Co.')).toBeInTheDocument();
    expect(screen.queryByText(/Co\.\.$/)).not.toBeInTheDocument();
  });
});
