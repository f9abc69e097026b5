/**
 * Ranked (`search`) and time-keyed (`order=time` with a `>=` day) pages: the page statement keeps only the matches
 * ranked at or before the page's last key, so pages must still add up to the full order with ties on the key
 * crossing page boundaries — here six entries whose texts and dates are the same, so their ranks and keys tie.
 */
import { randomUUID } from 'node:crypto';
import { denverDay } from './store/denver';
import { buildFixture, FIXTURE_IDS as ID } from './seed/fixture';
import { call } from '../tests/fixtures/content-service/http';
import { startInProcess, type InProcessService } from '../tests/fixtures/content-service/in-process';

let svc: InProcessService;
const now = new Date();
const today = denverDay(now.getTime());

beforeAll(async () => {
  const data = buildFixture(now);
  const template = data.entries.find((e) => e.id === ID.upcomingEvent)!;
  const ties = [
    { title: 'Tie Echo', phase: 4, groups: [] },
    { title: 'Tie Alpha', phase: 4, groups: [] },
    { title: 'Tie Delta', phase: 4, groups: ['featured'] },
    { title: 'Tie Bravo', phase: 2, groups: [] },
    { title: 'Tie Fox', phase: 0, groups: [] },
    { title: 'Tie Charlie', phase: 4, groups: [] },
  ];
  for (const tie of ties) data.entries.push({ ...structuredClone(template), id: randomUUID(), ...tie } as typeof template);
  svc = await startInProcess(data);
});
afterAll(() => svc.stop());

async function page(query: string): Promise<{ titles: string[]; total: number }> {
  const res = await call(svc, `/entries?${query}`);
  expect(res.status).toBe(200);
  return { titles: (res.body.data.index as { title: string }[]).map((e) => e.title), total: res.body.data.total };
}

/** Every page of `size` (and one past the end) against the whole list. */
async function expectPagesAddUp(query: string, size: number): Promise<string[]> {
  const all = await page(`${query}&limit=1000`);
  const pages: string[] = [];
  for (let n = 1; n <= Math.ceil(all.total / size) + 1; n++) {
    const p = await page(`${query}&limit=${size}&page=${n}`);
    expect(p.total).toBe(all.total);
    pages.push(...p.titles);
  }
  expect(pages).toEqual(all.titles);
  return all.titles;
}

test.each([1, 2, 4])('search pages of %i add up to the ranked order, ties by priority then title', async (size) => {
  const titles = await expectPagesAddUp('search=huckleberry&order=score', size);
  const ties = titles.filter((t) => t.startsWith('Tie '));
  expect(ties).toEqual(['Tie Delta', 'Tie Alpha', 'Tie Bravo', 'Tie Charlie', 'Tie Echo']);
  await expectPagesAddUp('search=huckleberry&order=score&phase=4', size);
  await expectPagesAddUp('search=huckleberry&order=score&phase=2,0', size);
  await expectPagesAddUp('search=huckleberry&order=a-z&type=event', size);
});

test.each([1, 2, 4])('time-keyed pages of %i add up to the time order, ties by priority then title', async (size) => {
  const query = `type=event&element.event-datetime=${encodeURIComponent('>=' + today)}&order=time`;
  const titles = await expectPagesAddUp(query, size);
  expect(titles).toEqual([
    'Farmers Market',
    'Huckleberry Days Festival',
    'Tie Delta',
    'Tie Alpha',
    'Tie Bravo',
    'Tie Charlie',
    'Tie Echo',
  ]);
  await expectPagesAddUp(`${query}&phase=4&group=!featured`, size);
  await expectPagesAddUp(`${query}&search=huckleberry`, size);
});

test.each(['a-z', 'z-a'])('a search by title (%s) answers as SQL does: the same entries, order and scores', async (order) => {
  // A group filter that excludes nothing sends the same search through SQL instead of the search index's page.
  const bySql = await call(svc, `/entries?search=huckleberry&order=${order}&group=!no-such-group&limit=1000`);
  const byIndex = await call(svc, `/entries?search=huckleberry&order=${order}&limit=1000`);
  expect(byIndex.body.data).toEqual(bySql.body.data);
  const titles = (byIndex.body.data.index as { title: string }[]).map((e) => e.title).filter((t) => t.startsWith('Tie '));
  const alphabetical = ['Tie Alpha', 'Tie Bravo', 'Tie Charlie', 'Tie Delta', 'Tie Echo'];
  expect(titles).toEqual(order === 'a-z' ? alphabetical : alphabetical.reverse());
  for (const size of [1, 3]) await expectPagesAddUp(`search=huckleberry&order=${order}`, size);
});
