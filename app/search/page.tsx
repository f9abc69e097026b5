import type { Metadata } from 'next';
import { SearchForm } from '@/components/search/SearchForm';
import { SearchResults } from '@/components/search/SearchResults';
import styles from '@/components/search/Search.module.css';
import { messages } from '@/lib/config/messages';
import { siteSearch } from '@/lib/content/search';

export const metadata: Metadata = {
  title: messages.search.title,
  robots: { index: false, follow: true },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /search?q= — server-rendered results (shareable); the shell's search panel navigates here. */
export default async function SearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const answer = await siteSearch(q);
  return (
    <div className={styles.page}>
      <h1>{messages.search.title}</h1>
      <SearchForm defaultValue={q.trim()} />
      <SearchResults answer={answer} />
    </div>
  );
}
