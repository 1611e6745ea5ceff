import { useLingui } from '@lingui/react/macro';
import {
  BUSINESS_STATUSES,
  BUSINESS_TYPES,
  type BusinessStatus,
  type BusinessType,
  SEARCH_MIN_LENGTH,
  type TAdminBusiness,
} from '@perks/contract';
import { useState } from 'react';
import { FilterSelect } from '@/components/choice-select';
import { SearchField } from '@/components/search-field';
import { useAdminBusinesses } from '../../api/list-businesses';
import { type ListSelection, SelectableList, useFilteredPage, useTypedSearch } from '../selectable-list';
import { useBusinessWord } from './business-labels';
import { BusinessStatusBadge } from './business-status-badge';

/** Every business in any state: name search, status and type filters, 20 a page, paging. */
export function BusinessesList(selection: ListSelection<TAdminBusiness>) {
  const { t } = useLingui();
  const word = useBusinessWord();
  const [search, setSearch, debounced] = useTypedSearch();
  const [status, setStatus] = useState<BusinessStatus | ''>('');
  const [type, setType] = useState<BusinessType | ''>('');
  const { page, setPage, filtered } = useFilteredPage();
  const businesses = useAdminBusinesses({
    page,
    limit: 20,
    // Names are searched from two characters; one character lists everything.
    ...(debounced.length >= SEARCH_MIN_LENGTH ? { search: debounced } : {}),
    ...(status ? { status } : {}),
    ...(type ? { type } : {}),
  });

  return (
    <div className="space-y-3">
      <SearchField
        id="admin-businesses-search"
        label={t`Search businesses by name`}
        hideLabel
        placeholder={t`Search by name`}
        value={search}
        onChange={filtered(setSearch)}
        tooShort={search.trim().length === 1}
      />
      <div className="grid grid-cols-2 gap-2">
        <FilterSelect
          label={t`Business status`}
          all={t`All statuses`}
          choices={BUSINESS_STATUSES}
          labelOf={word}
          value={status}
          onChoose={filtered(setStatus)}
        />
        <FilterSelect
          label={t`Business type`}
          all={t`All types`}
          choices={BUSINESS_TYPES}
          labelOf={word}
          value={type}
          onChoose={filtered(setType)}
        />
      </div>
      <SelectableList
        query={businesses}
        noun="businesses"
        {...selection}
        onPage={setPage}
        renderTitle={(business) => (
          <>
            {business.name}
            <BusinessStatusBadge status={business.status} />
          </>
        )}
        renderDetail={(business) => (
          <>
            {word(business.business_type)}
            {business.address ? ` · ${business.address}` : ''}
          </>
        )}
      />
    </div>
  );
}
