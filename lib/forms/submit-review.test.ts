import { queueOrder } from './submit-review';

describe('the review queue’s order', () => {
  it('puts whoever waited longest first, the same moment in a stable order', () => {
    const items = [
      { id: 'c', submitted: '2026-12-03T08:00:00.000Z' },
      { id: 'b', submitted: '2026-12-01T17:30:00.000Z' },
      { id: 'a', submitted: '2026-12-03T08:00:00.000Z' },
      { id: 'd', submitted: '2026-11-30T23:59:00.000Z' },
    ];
    expect([...items].sort(queueOrder).map((item) => item.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});
