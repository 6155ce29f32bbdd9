// @vitest-environment node
import { searchRequest, takeSearch } from '@/lib/search/budget';

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

describe('what a search request costs', () => {
  const counting = (left: number) => {
    const take = vi.fn(async () => (left -= 1) >= 0);
    return take;
  };

  it('takes a token for a refused phrase too (too short, empty, markup), so refusals are limited as searches are', async () => {
    for (const raw of ['', 'ab', '<script>x</script>', 'frost']) {
      const take = counting(1);
      await searchRequest(raw, take);
      expect(take, JSON.stringify(raw)).toHaveBeenCalledTimes(1);
    }
  });

  it('answers a client past its budget with the budget message and no check or search, whatever it sent', async () => {
    for (const raw of ['ab', '<b>', 'frost'])
      expect(await searchRequest(raw, counting(0))).toEqual({ kind: 'over-budget', phrase: raw });
  });

  it('shows the form alone for a first visit, at no cost', async () => {
    const take = counting(0);
    expect(await searchRequest(undefined, take)).toEqual({ kind: 'form' });
    expect(take).not.toHaveBeenCalled();
  });

  it('searches a good phrase and names a refused one’s message', async () => {
    expect(await searchRequest(' frost  hail ', counting(1))).toEqual({ kind: 'search', phrase: 'frost hail' });
    expect(await searchRequest('ab', counting(1))).toEqual({
      kind: 'refused',
      phrase: 'ab',
      message: 'search.phrase-too-short',
    });
  });
});
