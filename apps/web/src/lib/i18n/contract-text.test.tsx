import { i18n } from '@lingui/core';
import type { Locale } from '@perks/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setContractCatalog, useContractText } from './contract-text';

// A language of its own, so the catalogs set here reach no other test (the web tests share one
// module graph per worker).
const LOCALE = 'qa' as Locale;

function EmploymentType() {
  const tc = useContractText();
  return <p>{tc('Full-time')}</p>;
}

describe('useContractText', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('shows the English source until the catalog arrives, then renders again in the language', () => {
    i18n.load(LOCALE, {});
    i18n.activate(LOCALE);
    render(<EmploymentType />);
    expect(screen.getByText('Full-time')).toBeInTheDocument();

    act(() => setContractCatalog(LOCALE, { 'Full-time': 'Tiempo completo' }));
    expect(screen.getByText('Tiempo completo')).toBeInTheDocument();
  });

  it("moves from the page's own few words to the whole catalog without losing any", () => {
    i18n.load(LOCALE, {});
    i18n.activate(LOCALE);
    setContractCatalog(LOCALE, { 'Full-time': 'Temps plein' });
    render(<EmploymentType />);
    expect(screen.getByText('Temps plein')).toBeInTheDocument();

    act(() => setContractCatalog(LOCALE, { 'Full-time': 'Temps plein', 'Part-time': 'Temps partiel' }));
    expect(screen.getByText('Temps plein')).toBeInTheDocument();
  });
});
