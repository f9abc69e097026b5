import { eventsFeedPath, webcalUrl } from './feeds';

describe('feed addresses', () => {
  it('narrows the events feed by category, encoded', () => {
    expect(eventsFeedPath()).toBe('/events.ics');
    expect(eventsFeedPath('live-music')).toBe('/events.ics?category=live-music');
    expect(eventsFeedPath('a&b')).toBe('/events.ics?category=a%26b');
  });

  it('makes webcal addresses on the site’s host', () => {
    expect(webcalUrl('https://explorewhitefish.com', '/events.ics?category=x')).toBe('webcal://explorewhitefish.com/events.ics?category=x');
    expect(webcalUrl('http://localhost:3000/', '/events.ics')).toBe('webcal://localhost:3000/events.ics');
    expect(webcalUrl('', '/events.ics')).toBeNull();
  });
});
