/**
 * A select that searches the server as one types (the customer and staff autocompletes,
 * CrmSearch-fetchShop / CrmSearch-fetchUser): the first choices come when it opens, each pause in
 * typing asks again, and only the latest answer shows. The chosen entry keeps its name, so a value
 * read back from a URL or preset by a page shows who it is before any search.
 */
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../../api/client';
import { useT } from '../../../app/useT';
import { FetchShop, FetchUser } from '../../../common/crm';

export interface SearchEntry {
  id: number;
  name: string;
}

interface Choice {
  value: number;
  label: string;
}

/** How long typing pauses before the search goes out (ms). */
const SEARCH_DELAY = 250;

export interface SearchSelectProps {
  id?: string;
  value?: SearchEntry | null;
  onChange?: (entry: SearchEntry | null) => void;
  /** The choices for a keyword ('' when the select opens). */
  search: (keyword: string) => Promise<Choice[]>;
  placeholder?: string;
  disabled?: boolean;
  minWidth?: number;
  'aria-label'?: string;
}

export function SearchSelect({ id, value, onChange, search, placeholder, disabled, minWidth = 160, 'aria-label': ariaLabel }: SearchSelectProps) {
  const t = useT();
  const [choices, setChoices] = useState<Choice[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = (keyword: string) => {
    clearTimeout(timer.current);
    const ask = ++latest.current;
    setLoading(true);
    timer.current = setTimeout(() => {
      search(keyword.trim())
        .then((found) => ask === latest.current && setChoices(found))
        .catch(() => ask === latest.current && setChoices([]))
        .finally(() => ask === latest.current && setLoading(false));
    }, SEARCH_DELAY);
  };

  // The chosen entry is always a choice, so its name shows whatever the last search found.
  const options = useMemo(() => (value && !choices.some((c) => c.value === value.id) ? [{ value: value.id, label: value.name }, ...choices] : choices), [value, choices]);

  return (
    <Select<number, Choice>
      id={id}
      aria-label={ariaLabel}
      style={{ minWidth }}
      value={value?.id}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      allowClear
      showSearch={{ filterOption: false, onSearch: run }}
      onOpenChange={(open) => open && run('')}
      onChange={(id, option) => onChange?.(id === undefined ? null : { id, name: (option as Choice).label })}
      notFoundContent={loading ? <Spin size="small" /> : t('follow.search.noMatch')}
    />
  );
}

/** The shop's in-use customers by name or phone [API-CRM-02]. */
export async function searchCustomers(keyword: string): Promise<Choice[]> {
  const reply = await api.call(FetchShop, { keyword: keyword || undefined }, { silent: true });
  return reply.data.map((c) => ({ value: c.crm_id, label: c.z_name }));
}

/** The shop's in-use people by name or phone [API-CRM-03]. */
export async function searchStaff(keyword: string): Promise<Choice[]> {
  const reply = await api.call(FetchUser, { keyword: keyword || undefined }, { silent: true });
  return reply.data.map((p) => ({ value: p.user_id, label: p.full_name || p.login_name }));
}
