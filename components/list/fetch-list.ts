import type { ListPayload } from '@/lib/list-query';

/** swr fetcher for our own list route handlers. A status above 299 is an error (swr keeps the old data). */
export async function fetchList<T extends ListPayload = ListPayload>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return (await response.json()) as T;
}
