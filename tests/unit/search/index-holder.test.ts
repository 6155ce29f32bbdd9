// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createIndexHolder, type Versioned } from '@/lib/search/index-holder';

/** Documents whose reads a test releases by hand: a slow content source (8–9 s for Uniform after a webhook). */
function heldSource(first: string) {
  let current = first;
  const pending: (() => void)[] = [];
  let hold = false;
  return {
    publish(next: string) {
      current = next;
    },
    hold(on: boolean) {
      hold = on;
    },
    release() {
      for (const resolve of pending.splice(0)) resolve();
    },
    load: vi.fn(async (): Promise<Versioned<string>> => {
      if (hold) await new Promise<void>((resolve) => pending.push(resolve));
      return { version: current, documents: current };
    }),
  };
}

function holderOf(source: ReturnType<typeof heldSource>) {
  const tasks: Promise<unknown>[] = [];
  const build = vi.fn((documents: string) => `index of ${documents}`);
  const holder = createIndexHolder({
    load: source.load,
    build,
    background: (task) => tasks.push(task()),
    waitMs: 20,
  });
  return { holder, build, settled: () => Promise.all(tasks.splice(0)) };
}

describe('the site-search index', () => {
  it('answers a search during a slow rebuild within its short wait, with the index it has, then the new one', async () => {
    const source = heldSource('v1');
    const { holder, settled } = holderOf(source);
    expect(await holder.get()).toBe('index of v1');
    source.publish('v2');
    source.hold(true);
    // The first search after the webhook: the documents are being read again (slow), the answer does not wait for it.
    expect(await holder.get()).toBe('index of v1');
    expect(await holder.get()).toBe('index of v1');
    expect(source.load).toHaveBeenCalledTimes(2); // one check at a time, however many searches
    source.release();
    await settled();
    source.hold(false);
    expect(await holder.get()).toBe('index of v2');
  });

  it('finds a change in the same search when the check is quick', async () => {
    const source = heldSource('v1');
    const { holder } = holderOf(source);
    await holder.get();
    source.publish('v2');
    expect(await holder.get()).toBe('index of v2');
  });

  it('rebuilds on a webhook’s refresh before any search asks, and builds only when the documents changed', async () => {
    const source = heldSource('v1');
    const { holder, build, settled } = holderOf(source);
    await holder.get();
    await holder.get();
    await settled();
    expect(build).toHaveBeenCalledTimes(1);
    source.publish('v2');
    await holder.refresh();
    expect(await holder.get()).toBe('index of v2');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps serving the index it has when a check fails', async () => {
    const source = heldSource('v1');
    const { holder, settled } = holderOf(source);
    await holder.get();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    source.load.mockRejectedValueOnce(new Error('Uniform timed out'));
    expect(await holder.get()).toBe('index of v1');
    await settled();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    expect(await holder.get()).toBe('index of v1');
  });
});
