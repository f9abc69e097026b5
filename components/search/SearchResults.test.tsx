import { render, screen } from '@testing-library/react';
import { SearchResults } from './SearchResults';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

describe('SearchResults', () => {
  it('shows the prompt for a too-short query', () => {
    render(<SearchResults answer={{ query: null, items: [], source: 'builtin', failed: false }} />);
    expect(screen.getByText('Enter at least 2 characters to search the site.')).toBeInTheDocument();
  });

  it('shows a friendly line and a Retry for the same query when the backend failed, and no results heading', () => {
    const { container } = render(<SearchResults answer={{ query: 'ski', items: [], source: 'external', failed: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Search is not available right now');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(container.querySelector('input[name="q"]')).toHaveValue('ski');
    expect(screen.queryByRole('heading')).toBeNull();
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
    expect(screen.getByRole('status')).toHaveTextContent(/^1 result$/);
  });

  it('counts several results in the plural', () => {
    const items = ['a', 'b'].map((id) => ({ htmlTitle: id, title: id, link: `/entries/${id}/${id}`, snippet: '' }));
    render(<SearchResults answer={{ query: 'ab', items, source: 'builtin', failed: false }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^2 results$/);
  });

  it('says so when nothing was found', () => {
    render(<SearchResults answer={{ query: 'zzz', items: [], source: 'builtin', failed: false }} />);
    expect(screen.getByRole('status')).toHaveTextContent('No results were found.');
  });
});
