import { describe, expect, it } from 'vitest';
import { createMemo } from './memo';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const always = () => true;

describe('a memo', () => {
  it('drops the expired entries when it stores another, not only once it is full', async () => {
    const memo = createMemo<string>(1000, (_value, now) => now + 20);
    for (let key = 0; key < 100; key++) {
      await memo.get(`k${key}`, async () => `v${key}`, always);
    }
    expect(memo.size()).toBe(100);
    await sleep(40);
    await memo.get('fresh', async () => 'new', always);
    expect(memo.size()).toBe(1);
  });

  it('keeps at most its number of entries, dropping the oldest', async () => {
    const memo = createMemo<string>(3, (_value, now) => now + 60_000);
    for (const key of ['a', 'b', 'c', 'd']) await memo.get(key, async () => key, always);
    expect(memo.size()).toBe(3);
    let loads = 0;
    await memo.get(
      'a',
      async () => {
        loads += 1;
        return 'a';
      },
      always,
    );
    expect(loads).toBe(1);
  });
});
