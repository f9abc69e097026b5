import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCalls, cabin, lodge, payload, renderList, results, serve, setUpListTests, status } from '@/tests/fixtures/list/render-list';

// The code that fetches (swr) loads with the first change that needs it, and a phone with no signal can fail to get
// it. In a file of its own: once loaded, a module stays in the test file's registry.
let mockNoSignal = false;
jest.mock('./SWRListAnswers', () => {
  if (mockNoSignal) throw new Error('Loading chunk failed');
  return jest.requireActual('./SWRListAnswers');
});

setUpListTests();

describe('ListController: no signal for its fetching code', () => {
  it('a new choice says so and keeps the choice; Try again loads the code, then the results', async () => {
    mockNoSignal = true;
    serve({ '/api/lists/stay?category=stay-cabins': payload([cabin]) });
    const user = userEvent.setup();
    renderList('stay', '/stay', payload([lodge, cabin], 40));
    await user.selectOptions(screen.getByLabelText('Category'), 'stay-cabins');
    await waitFor(() => expect(status()).toHaveTextContent('These results could not be loaded. Please try again.'));
    expect(screen.getByLabelText('Category')).toHaveValue('stay-cabins');
    expect(apiCalls()).toEqual([]);

    mockNoSignal = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(results()).toEqual(['Lakeside Cabin']));
    expect(apiCalls()).toEqual(['/api/lists/stay?category=stay-cabins']);
  });
});
