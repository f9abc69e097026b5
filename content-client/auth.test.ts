import { createHmac } from 'node:crypto';
import { authorizationHeader, authTime } from './auth';

const keys = { publicKey: 'pub', privateKey: 'priv' };

describe('authorizationHeader', () => {
  it('signs just the time for requests without a body (rounded seconds)', () => {
    expect(authTime(1_700_000_000_499)).toBe('1700000000');
    expect(authTime(1_700_000_000_500)).toBe('1700000001');
    const expected = createHmac('sha256', 'priv').update('1700000001').digest('hex');
    expect(authorizationHeader(keys, undefined, 1_700_000_000_500)).toBe(`Elebase pub:${expected}:1700000001`);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs the exact body text plus the time, and appends the user', () => {
    const body = JSON.stringify({ email: 'a@b.c' });
    const expected = createHmac('sha256', 'priv').update(`${body}1700000000`).digest('hex');
    expect(authorizationHeader({ ...keys, user: 'u1' }, body, 1_700_000_000_000)).toBe(`Elebase pub:${expected}:1700000000:u1`);
  });

  it('uses Basic with a token (empty user part when none), ahead of a key pair', () => {
    expect(authorizationHeader({ token: 'tok' }, undefined, 0)).toBe(`Basic ${Buffer.from(':tok').toString('base64')}`);
    expect(authorizationHeader({ ...keys, token: 'tok', user: 'u' }, '{}', 0)).toBe(
      `Basic ${Buffer.from('u:tok').toString('base64')}`,
    );
  });
});
