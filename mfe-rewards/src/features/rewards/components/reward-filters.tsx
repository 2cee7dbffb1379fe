import { REWARD_SEARCH_MAX_LENGTH, REWARD_TYPES, type RewardFilters, type RewardSort, type RewardType } from '@maple/contracts';
import { Checkbox, Select, TextField } from '@maple/ui';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { rewardTypeMessages } from './reward-messages';
import styles from './reward-filters.module.css';

const messages = defineMessages({
  label: { id: 'rewards.filters.label', defaultMessage: 'Find a reward' },
  search: { id: 'rewards.filters.search', defaultMessage: 'Search rewards' },
  searchHint: { id: 'rewards.filters.searchHint', defaultMessage: 'A name or a word, such as “movie” or “water”.' },
  type: { id: 'rewards.filters.type', defaultMessage: 'Kind of reward' },
  allTypes: { id: 'rewards.filters.allTypes', defaultMessage: 'All kinds' },
  sort: { id: 'rewards.filters.sort', defaultMessage: 'Sort by' },
  catalogue: { id: 'rewards.filters.sortCatalogue', defaultMessage: 'Our selection' },
  costAscending: { id: 'rewards.filters.sortCostAscending', defaultMessage: 'Cost: lowest first' },
  costDescending: { id: 'rewards.filters.sortCostDescending', defaultMessage: 'Cost: highest first' },
  affordable: { id: 'rewards.filters.affordable', defaultMessage: 'I can afford it' },
  affordableHint: { id: 'rewards.filters.affordableHint', defaultMessage: 'Only rewards your available points cover.' },
});

const SORT_LABELS: Record<RewardSort, keyof typeof messages> = {
  catalogue: 'catalogue',
  costAscending: 'costAscending',
  costDescending: 'costDescending',
};

/**
 * The all-rewards filters: a search, the kind, the order and (for members) "I can afford it".
 * Every change applies at once and goes into the URL, so the page can be shared or reloaded.
 */
export function RewardFilterControls({
  filters,
  signedIn,
  onChange,
}: {
  filters: RewardFilters;
  signedIn: boolean;
  onChange: (filters: RewardFilters) => void;
}) {
  const intl = useIntl();
  // The search as typed: the URL follows it a moment later, and a field bound to the URL alone
  // would lose the keys typed meanwhile. A change of the URL that is not ours (clear the
  // filters, Back) is taken in.
  const [search, setSearch] = useState(filters.search);
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const ours = sent.current.indexOf(filters.search);
    if (ours >= 0) sent.current = sent.current.slice(ours + 1);
    else {
      sent.current = [];
      setSearch(filters.search);
    }
  }, [filters.search]);
  return (
    <form
      role="search"
      aria-label={intl.formatMessage(messages.label)}
      className={styles.filters}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        className={styles.search}
        type="search"
        label={intl.formatMessage(messages.search)}
        hint={intl.formatMessage(messages.searchHint)}
        name="q"
        maxLength={REWARD_SEARCH_MAX_LENGTH}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          sent.current.push(event.target.value);
          onChange({ ...filters, search: event.target.value });
        }}
      />
      <Select
        label={intl.formatMessage(messages.type)}
        name="type"
        value={filters.type ?? ''}
        options={[
          { value: '', label: intl.formatMessage(messages.allTypes) },
          ...REWARD_TYPES.map((type) => ({ value: type, label: intl.formatMessage(rewardTypeMessages[type]) })),
        ]}
        onChange={(event) => onChange({ ...filters, type: (event.target.value || null) as RewardType | null })}
      />
      <Select
        label={intl.formatMessage(messages.sort)}
        name="sort"
        value={filters.sort}
        options={(Object.keys(SORT_LABELS) as RewardSort[]).map((sort) => ({
          value: sort,
          label: intl.formatMessage(messages[SORT_LABELS[sort]]),
        }))}
        onChange={(event) => onChange({ ...filters, sort: event.target.value as RewardSort })}
      />
      {signedIn && (
        <Checkbox
          className={styles.affordable}
          label={intl.formatMessage(messages.affordable)}
          hint={intl.formatMessage(messages.affordableHint)}
          name="affordable"
          checked={filters.affordable}
          onChange={(event) => onChange({ ...filters, affordable: event.target.checked })}
        />
      )}
    </form>
  );
}
