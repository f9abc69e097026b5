'use client';

import { useId, type FormEvent } from 'react';
import { format } from '@/lib/config/format';
import { listMessages } from '@/lib/list-query/messages';
import type { ListView } from '@/lib/config/routes';
import type { Option } from '@/lib/entries/types';
import { datesKindOf } from '@/lib/list-query/dates';
import { orderOptionsFor } from '@/lib/list-query/options';
import type { ListQuery, ListTab } from '@/lib/list-query/state';
import { DateFilter } from './DateFilter';
import styles from './ListController.module.css';
import { choiceOf, type ListUrlState } from './use-list-url-state';

export interface ListControlsProps {
  view: ListView;
  categories: readonly Option[];
  tab: ListTab;
  state: ListUrlState;
}

/**
 * A list view's form: category, order, dates (events) or "open" days (places), and search. It is a GET form that
 * works without script; with script each choice updates the list in place.
 */
export function ListControls({ view, categories, tab, state }: ListControlsProps) {
  const { query, defaults, update, searchText, setSearchText, dateText, setDateText, datesChosen, chooseDates, submit, formRef } = state;
  const ids = useId();
  const orderOptions = orderOptionsFor(view, { search: searchText, order: query.order });
  // Events take dates; lists of places take dates and "open now" (docs/product.md#open-on-my-dates).
  const datesKind = datesKindOf(view.type);
  // How many of the folded choices differ from the defaults (the Filters row says so).
  const chosen = [query.category !== defaults.category, query.order !== defaults.order, datesKind !== null && choiceOf(query, datesChosen) !== 'any'].filter(
    Boolean,
  ).length;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <form ref={formRef} className={styles.controls} action={view.path} method="get" role="search" onSubmit={onSubmit}>
      {/* On a phone the choices fold into one "Filters" row so the first results show on the first screen; a
          <details> opens without script too, and its fields are sent with the form open or not. Wide screens
          show them in the row (ListController.module.css). */}
      <details className={styles.filters}>
        <summary className={styles.filtersToggle}>
          {chosen ? format(listMessages.filters_chosen, { n: chosen }) : listMessages.filters}
        </summary>
        <div className={styles.filterFields}>
          <div className={styles.field}>
            <label htmlFor={`${ids}-category`}>Category</label>
            <select
              id={`${ids}-category`}
              name="category"
              value={query.category}
              onChange={(e) => update({ category: e.target.value, selected: '' }, 'push')}
            >
              <option value="">{listMessages.category_all}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${ids}-order`}>{listMessages.order}</label>
            <select
              id={`${ids}-order`}
              name="order"
              value={query.order}
              onChange={(e) => update({ order: e.target.value as ListQuery['order'] }, 'push')}
            >
              {orderOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          {datesKind && (
            <DateFilter
              openNow={datesKind === 'hours'}
              idPrefix={ids}
              choice={choiceOf(query, datesChosen)}
              from={dateText.from}
              to={dateText.to}
              onChoice={chooseDates}
              onFrom={(from) => setDateText((text) => ({ ...text, from }))}
              onTo={(to) => setDateText((text) => ({ ...text, to }))}
            />
          )}
        </div>
      </details>
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor={`${ids}-search`}>{listMessages.search}</label>
        <input
          id={`${ids}-search`}
          type="search"
          name="search"
          value={searchText}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => setSearchText(e.target.value)}
        />
      </div>
      {tab !== 'grid' && <input type="hidden" name="tab" value={tab} />}
      <button type="submit" className={styles.submit}>
        {listMessages.search}
      </button>
    </form>
  );
}
