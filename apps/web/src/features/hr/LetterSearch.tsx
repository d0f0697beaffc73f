import { resourceLookup } from '@bb/contracts';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLookup } from '../../components/form/lookup';

/** The spec's pause before `hr/letter/list` is asked with the typed keyword (shared-screens section 7). */
export const LETTER_SEARCH_PAUSE_MS = 750;

/**
 * Finds a letter by a word of its subject or text: `GET hr/letter/list?keyword=` 750 ms after the last
 * key, the letters found offered by subject and date; choosing one opens it (`/hr/letter/{id}`).
 */
export function LetterSearch() {
  const { t } = useTranslation('hr');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), LETTER_SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // a failure shows the lookups' red 'Could not fetch HR letter list'
  const found = useLookup(resourceLookup('hr_letter'), { params: { keyword }, enabled: keyword !== '' });
  const options = (keyword === '' ? [] : (found.data ?? [])).map((l) => ({
    value: String(l.id),
    label: `${String(l.subject ?? '')} — ${String(l.date ?? '')}`,
  }));
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      value={null}
      placeholder={t('letter.search')}
      aria-label={t('letter.search')}
      style={{ minWidth: 320 }}
      loading={found.isFetching}
      notFoundContent={keyword !== '' && !found.isFetching ? t('letter.noneFound') : null}
      options={options}
      onChange={(id) => id && void navigate(`/hr/letter/${id}`)}
      data-testid="letter-search"
    />
  );
}
