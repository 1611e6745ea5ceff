import { I18nProvider } from '@lingui/react';
import { MESSAGE_CATALOGS } from '@perks/contract/i18n/catalogs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useContractText } from './contract-text';
import { serverI18n, withContractWords } from './server-i18n';

function JobLine({ type }: { type: string }) {
  const tc = useContractText();
  return <p>{tc(type)}</p>;
}

function renderIn(locale: 'en' | 'es', type: string) {
  return withContractWords(locale, () =>
    renderToString(
      <I18nProvider i18n={serverI18n(locale)}>
        <JobLine type={type} />
      </I18nProvider>,
    ),
  );
}

describe('the contract words a server-rendered page carries', () => {
  it('are exactly the ones the page showed, translated', () => {
    const { result, words } = renderIn('es', 'Part-time');
    expect(result).toContain(MESSAGE_CATALOGS.es['Part-time']);
    expect(words).toEqual({ 'Part-time': MESSAGE_CATALOGS.es['Part-time'] });
  });

  it('include the template a finished message was matched to', () => {
    const { result, words } = renderIn('es', 'Expires in 3 days');
    const template = MESSAGE_CATALOGS.es['Expires in {days} days']!;
    expect(result).toContain(template.replace('{days}', '3'));
    expect(words).toEqual({ 'Expires in {days} days': template });
  });

  it('are none in English, whose words are the source', () => {
    expect(renderIn('en', 'Part-time').words).toEqual({});
  });

  it('are noted only while a page renders', () => {
    renderIn('es', 'Part-time');
    const { words } = renderIn('es', 'Full-time');
    expect(Object.keys(words)).toEqual(['Full-time']);
  });
});
