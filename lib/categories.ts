/**
 * Category options per list (docs/product.md#categories): the site entry's `categories` element, JSON
 * `{"categories":[{"key":"dine","options":[{"id","text"}]}]}`. Malformed JSON is logged and yields none.
 */
import type { CategoryKey } from './config/routes';
import { textOf } from './entries/access';
import { arr, isObj, str } from './entries/coerce';
import { ELEMENT_IDS } from './entries/element-ids';
import type { Entry, Option } from './entries/types';

export type CategoryOptions = Partial<Record<CategoryKey, Option[]>>;

export function parseCategories(json: string): CategoryOptions {
  if (!json.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    console.error('Site categories element is not valid JSON; no category options', error);
    return {};
  }
  const out: CategoryOptions = {};
  for (const group of arr(isObj(value) ? value.categories : undefined)) {
    if (!isObj(group)) continue;
    const key = str(group.key) as CategoryKey;
    const options = arr(group.options)
      .filter(isObj)
      .map((option) => ({ id: str(option.id), label: str(option.text) || str(option.label) }))
      .filter((option) => option.id && option.label);
    if (key) out[key] = options;
  }
  return out;
}

export function categoriesOfSite(site: Pick<Entry, 'element'> | null): CategoryOptions {
  return parseCategories(textOf(site, ELEMENT_IDS.categories).text);
}
