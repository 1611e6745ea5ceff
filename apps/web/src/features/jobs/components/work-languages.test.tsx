import { i18n } from '@lingui/core';
import { WORK_LANGUAGES } from '@perks/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkLanguagesLine } from './work-languages';
import { WorkLanguagesFilter } from './work-languages-filter';

afterEach(() => {
  i18n.activate('en');
});

describe('WorkLanguagesLine', () => {
  it("shows a job's languages on the card by name, labelled for screen readers", () => {
    render(
      <ul>
        <WorkLanguagesLine languages={['en', 'es', 'so']} variant="card" />
      </ul>,
    );
    const line = screen.getByRole('listitem');
    expect(line).toHaveTextContent('Languages spoken at work: English, Spanish, and Somali');
    expect(within(line).getByText(/Languages spoken at work/)).toHaveClass('sr-only');
  });

  it('says them on the job page, and shows nothing for a post that lists none', () => {
    const { container, rerender } = render(<WorkLanguagesLine languages={['fr', 'pt']} variant="page" />);
    expect(screen.getByText('Languages spoken at work: French and Portuguese')).toBeInTheDocument();
    rerender(<WorkLanguagesLine languages={[]} variant="page" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("names them in the reader's language", () => {
    i18n.load('fr', {});
    i18n.activate('fr');
    render(
      <ul>
        <WorkLanguagesLine languages={['en', 'es']} variant="card" />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(/anglais et espagnol/);
  });
});

describe('WorkLanguagesFilter', () => {
  it('offers one named box per language, sorted by name, for a GET form', () => {
    render(<WorkLanguagesFilter id="f" value={[]} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Languages spoken at work' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(WORK_LANGUAGES.length);
    expect(boxes.every((box) => box.getAttribute('name') === 'languages')).toBe(true);
    const labels = boxes.map((box) => box.closest('label')!.textContent!);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(labels).toContain('Haitian Creole');
    expect(document.querySelector('details')).not.toHaveAttribute('open');
  });

  it('reports the chosen languages in the list order and counts them on its fold', () => {
    const onChange = vi.fn();
    render(<WorkLanguagesFilter id="f" value={['so']} onChange={onChange} />);
    expect(document.querySelector('details')).toHaveAttribute('open');
    expect(document.querySelector('summary')).toHaveTextContent('Languages spoken at work (1)');
    expect(screen.getByRole('checkbox', { name: 'Somali' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Spanish' }));
    expect(onChange).toHaveBeenLastCalledWith(['es', 'so']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Somali' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('stays open while the reader unticks the last language', () => {
    const { rerender } = render(<WorkLanguagesFilter id="f" value={['so']} onChange={() => {}} />);
    rerender(<WorkLanguagesFilter id="f" value={[]} onChange={() => {}} />);
    expect(document.querySelector('details')).toHaveAttribute('open');
  });
});
