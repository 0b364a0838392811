import { mapLimited } from '../src/concurrency.js';

describe('mapLimited', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([5, 1, 4, 2, 3], 2, async (n, i) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return `${i}:${n * 10}`;
    });
    expect(results).toEqual(['0:50', '1:10', '2:40', '3:20', '4:30']);
    expect(most).toBe(2);
  });

  it('answers nothing for no items', async () => {
    expect(await mapLimited([], 4, async () => 1)).toEqual([]);
  });
});
