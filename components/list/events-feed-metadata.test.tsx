import { withEventsFeed } from './events-feed-metadata';

it('adds the events feed as a text/calendar alternate and keeps the rest of the metadata', async () => {
  const metadata = withEventsFeed(async (when: string) => ({ title: `Events ${when}`, alternates: { canonical: 'https://x.test/events' } }));
  expect(await metadata('today')).toEqual({
    title: 'Events today',
    alternates: {
      canonical: 'https://x.test/events',
      types: { 'text/calendar': [{ url: '/events.ics', title: 'Whitefish events calendar' }] },
    },
  });
});
