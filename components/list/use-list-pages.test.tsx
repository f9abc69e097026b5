import { LIST_VIEWS } from '@/lib/config/routes';
import { defaultsFor, listApiUrl } from '@/lib/list-query';
import { pageUrl } from './use-list-pages';

it('spells a page URL as listApiUrl does', () => {
  const stay = LIST_VIEWS.find((v) => v.key === 'stay')!;
  for (const patch of [{}, { search: 'hot tub', category: 'stay-cabins' }, { order: 'z-a' as const }]) {
    const query = { ...defaultsFor(stay), ...patch };
    expect(pageUrl(listApiUrl(stay, query), 3)).toBe(listApiUrl(stay, query, { page: 3 }));
  }
});
