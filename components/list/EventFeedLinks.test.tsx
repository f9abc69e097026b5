import { render, screen } from '@testing-library/react';
import { EventFeedLinks } from './EventFeedLinks';

it('offers the whole events feed to subscribe to (webcal on the site’s host) and to download', () => {
  render(<EventFeedLinks siteUrl="https://explorewhitefish.com" category="" />);
  expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', 'webcal://explorewhitefish.com/events.ics');
  const download = screen.getByRole('link', { name: 'Download .ics' });
  expect(download).toHaveAttribute('href', '/events.ics');
  expect(download).toHaveAttribute('download', 'whitefish-events.ics');
  expect(screen.getByText(/subscribe to keep them up to date/)).toBeInTheDocument();
});

it('follows the chosen category', () => {
  render(<EventFeedLinks siteUrl="http://localhost:3000" category="live music" />);
  expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', 'webcal://localhost:3000/events.ics?category=live%20music');
  expect(screen.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', '/events.ics?category=live%20music');
});
