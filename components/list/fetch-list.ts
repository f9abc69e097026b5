import type { ListPayload } from '@/lib/list-query';

/** Fetches one of our own list route handlers' answers. A status above 299 is an error (the list keeps the old data). */
export async function fetchList<T extends ListPayload = ListPayload>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return (await response.json()) as T;
}
