import { AsyncLocalStorage } from 'node:async_hooks';
import { clientAddress, REQUEST_CONTEXT_KEY, UNKNOWN_CLIENT, type RequestContextStore } from './client-address';

const slot = globalThis as Record<symbol, unknown>;
afterEach(() => {
  delete slot[REQUEST_CONTEXT_KEY];
});

it('is unknown without the store server/main.ts opens (next dev, plain next start)', () => {
  expect(clientAddress()).toBe(UNKNOWN_CLIENT);
});

it('reads the address server/main.ts put in the current request store, across awaits', async () => {
  const context = new AsyncLocalStorage<RequestContextStore>();
  slot[REQUEST_CONTEXT_KEY] = context;
  expect(clientAddress()).toBe(UNKNOWN_CLIENT); // outside any request
  const seen = await Promise.all(
    ['127.0.0.2', '2001:db8::1'].map((address) =>
      context.run({ clientAddress: address }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return clientAddress();
      }),
    ),
  );
  expect(seen).toEqual(['127.0.0.2', '2001:db8::1']);
  expect(context.run({}, clientAddress)).toBe(UNKNOWN_CLIENT);
});
