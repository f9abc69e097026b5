import { inspect } from 'node:util';
import { HttpClientError, HttpErrorCode } from './errors';

class BudgetSpent extends HttpClientError {
  constructor() {
    super(HttpErrorCode.ERR_NETWORK, 'Content budget spent: try again in 5 s');
  }
}

describe('how a log shows a client error', () => {
  it('shows a transport failure or refusal on one line, with the cause’s code and no stack', () => {
    const refused = new HttpClientError(HttpErrorCode.ERR_NETWORK, 'fetch failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) });
    expect(inspect(refused)).toBe('HttpClientError ERR_NETWORK: fetch failed (ECONNREFUSED)');
    expect(inspect(new BudgetSpent())).toBe('BudgetSpent ERR_NETWORK: Content budget spent: try again in 5 s');
    expect(inspect(new HttpClientError(HttpErrorCode.ETIMEDOUT, 'timeout of 300ms exceeded'))).not.toContain('\n');
  });

  it('shows any other error in full, stack included', () => {
    const shown = inspect(new HttpClientError(HttpErrorCode.ERR_BAD_OPTION_VALUE, 'host is not a URL'));
    expect(shown).toContain('host is not a URL');
    expect(shown).toContain('\n    at ');
  });
});
