import { render, screen } from '@testing-library/react';
import { SearchResults } from './SearchResults';

describe('SearchResults', () => {
  it('shows the prompt for a too-short query', () => {
    render(<SearchResults answer={{ query: null, items: [], source: 'builtin', failed: false }} />);
    expect(screen.getByText('Enter at least 2 characters to search the site.')).toBeInTheDocument();
  });

  it('shows a friendly line when the backend failed', () => {
    render(<SearchResults answer={{ query: 'ski', items: [], source: 'external', failed: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Search is not available right now');
  });

  it('lists title links (sanitised HTML), type labels and summaries', () => {
    const { container } = render(
      <SearchResults
        answer={{
          query: 'smoke',
          source: 'builtin',
          failed: false,
          items: [
            {
              htmlTitle: 'Stumptown <b>Smoke</b>house<script>alert(1)</script><img src=x onerror=alert(1)>',
              title: 'Stumptown Smokehouse',
              link: '/entries/stumptown-smokehouse/1',
              snippet: 'Barbecue <b>smoke</b> downtown.<script>alert(1)</script><a href="javascript:x()">go</a>',
              type: 'Dine',
            },
          ],
        }}
      />,
    );
    const link = container.querySelector('h3 a')!;
    expect(link).toHaveAttribute('href', '/entries/stumptown-smokehouse/1');
    expect(link).toHaveTextContent('Stumptown Smokehouse');
    expect(link.querySelector('b')).toHaveTextContent('Smoke');
    expect(link.querySelector('script')).toBeNull();
    expect(link.innerHTML).not.toMatch(/onerror/);
    expect(screen.getByText('Dine')).toBeInTheDocument();
    const snippet = container.querySelector('h3 + p')!;
    expect(snippet.innerHTML).toBe('Barbecue <b>smoke</b> downtown.go');
    expect(screen.getByRole('status')).toHaveTextContent('1 results');
  });

  it('says so when nothing was found', () => {
    render(<SearchResults answer={{ query: 'zzz', items: [], source: 'builtin', failed: false }} />);
    expect(screen.getByRole('status')).toHaveTextContent('No results were found.');
  });
});
