import { readZip, SEARCH_DEBOUNCE_MS } from '@perks/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paramsWithChanges } from './search-params';
import { useDebouncedValue } from './use-debounced-value';

/**
 * What a box's trimmed text puts in its URL parameter: the value ('' removes it), or null while
 * the text may not be applied yet (a one-letter search, a half-typed amount).
 */
export type TextToParam = (text: string) => string | null;

const asTyped: TextToParam = (text) => text;

/** A ZIP code box (the job board's, the directory's): applies once it has its five digits; empty clears it. */
export const zipCodeParam: TextToParam = (text) => (text.length === 0 ? '' : readZip(text));

/**
 * A list's filter text box (/jobs, the directory's ZIP code), kept in step with its URL parameter:
 * the text applies 300 ms after typing stops, replacing the history entry so Back does not step through every keystroke, and the
 * box shows what the URL says after Back, Forward or a link. `toParam` must be a stable function.
 */
export function useUrlTextBox(name: string, toParam: TextToParam = asTyped) {
  const [params, setParams] = useSearchParams();
  const urlValue = params.get(name) ?? '';
  const [text, setText] = useState(urlValue);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  const paramsRef = useRef(params);
  paramsRef.current = params;
  // What this box last wrote to the URL, to tell its own writes from Back, Forward or a link.
  const written = useRef(urlValue);
  // The effect below also re-runs when `setParams` changes (with every URL change); only a new
  // pause in typing may write, or a submit's URL would be undone by the box's older text.
  const settled = useRef(debounced);

  useEffect(() => {
    if (settled.current === debounced) return;
    settled.current = debounced;
    const value = toParam(debounced.trim());
    if (value === null || value === (paramsRef.current.get(name) ?? '')) return;
    written.current = value;
    setParams((current) => paramsWithChanges(current, { [name]: value }), { replace: true });
  }, [debounced, setParams, name, toParam]);

  useEffect(() => {
    if (urlValue === written.current) return;
    written.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  return {
    text,
    setText,
    /** 'Show results' or Enter: the parameter's value to apply now, or null to leave it as it is. */
    applyNow(): string | null {
      const value = toParam(text.trim());
      if (value !== null) written.current = value;
      return value;
    },
  };
}
