// @vitest-environment node
import { takeSearch } from '@/lib/search/budget';

describe('the per-client search budget', () => {
  it('allows a burst of 60 searches per client (an IPv6 /64 is one client), then refuses', async () => {
    const answers: boolean[] = [];
    for (let index = 0; index < 61; index += 1)
      answers.push(await takeSearch(new Headers({ 'x-forwarded-for': `2001:db8:77:1::${index.toString(16)}` })));
    expect(answers.filter(Boolean)).toHaveLength(60);
    expect(answers.at(-1)).toBe(false);
    expect(await takeSearch(new Headers({ 'x-forwarded-for': '2001:db8:77:2::1' }))).toBe(true);
  });
});
