import { parseContentEvent, planRevalidation, type ContentEvent } from '@/lib/integrations/revalidation';

const everyPage = { path: '/', type: 'layout' };

describe('revalidation plan', () => {
  it.each<[string, ContentEvent, { paths: unknown[]; tags: string[] }]>([
    ['published page composition', { type: 'composition.published', payload: { slug: 'about', path: '/about' } }, { paths: [{ path: '/about' }], tags: ['composition:about', 'route:/about'] }],
    ['changed composition moved: old path too', { type: 'composition.changed', payload: { slug: 'about', path: '/company', previousPath: '/about' } }, { paths: [{ path: '/company' }, { path: '/about' }], tags: ['composition:about', 'route:/company', 'route:/about'] }],
    ['deleted composition', { type: 'composition.deleted', payload: { slug: 'legal', previousPath: '/legal' } }, { paths: [{ path: '/legal' }], tags: ['composition:legal', 'route:/legal'] }],
    ['composition without a known path refreshes all content', { type: 'composition.published', payload: { slug: 'faq' } }, { paths: [everyPage], tags: ['composition:faq', 'content'] }],
    ['global header', { type: 'composition.published', payload: { slug: 'global-header' } }, { paths: [everyPage], tags: ['composition:global-header'] }],
    ['translation entry', { type: 'entry.published', payload: { entryType: 'translation' } }, { paths: [everyPage], tags: ['entries:translation'] }],
    ['site settings entry', { type: 'entry.changed', payload: { entryType: 'siteSettings' } }, { paths: [everyPage], tags: ['entries:siteSettings'] }],
    ['page index entry', { type: 'entry.published', payload: { entryType: 'pageIndex', path: '/claims' } }, { paths: [{ path: '/claims' }], tags: ['entries:pageIndex', 'project-map', 'route:/claims'] }],
    ['blog post entry', { type: 'entry.deleted', payload: { entryType: 'blogPost' } }, { paths: [], tags: ['entries:blogPost'] }],
    ['entry of unknown type', { type: 'entry.published', payload: {} }, { paths: [everyPage], tags: ['content'] }],
    ['project map node moved', { type: 'projectmap.node.update', payload: { path: '/news', previousPath: '/press' } }, { paths: [{ path: '/news' }, { path: '/press' }, everyPage], tags: ['project-map', 'route:/news', 'route:/press'] }],
    ['project map node deleted', { type: 'projectmap.node.delete', payload: { previousPath: '/old' } }, { paths: [{ path: '/old' }, everyPage], tags: ['project-map', 'route:/old'] }],
    ['redirect changed', { type: 'redirect.update', payload: {} }, { paths: [], tags: ['content'] }],
  ])('%s', (_name, event, expected) => {
    expect(planRevalidation(event)).toEqual(expected);
  });

  it.each(['release.launched', 'workflow.transition', 'composition', 'manifest.published', ''])('unknown event %j refreshes nothing', (type) => {
    expect(planRevalidation({ type, payload: { path: '/about' } })).toEqual({ paths: [], tags: [] });
  });

  it('ignores paths that are not site paths', () => {
    expect(planRevalidation({ type: 'composition.published', payload: { slug: 'x', path: 'https://evil.example/' } })).toEqual({ paths: [everyPage], tags: ['composition:x', 'content'] });
  });

  it('reads webhook bodies in either naming style', () => {
    expect(parseContentEvent({ type: 'projectmap.node.update', payload: { id: 'n1', path: '/a', previous_path: '/b' } })).toEqual({
      type: 'projectmap.node.update',
      payload: { id: 'n1', path: '/a', previousPath: '/b', slug: undefined, entryType: undefined },
    });
    expect(parseContentEvent({ event: 'entry.published', data: { entry_type: 'translation' } })?.payload.entryType).toBe('translation');
    expect(parseContentEvent({ slug: 'about' }, 'composition.published')?.type).toBe('composition.published');
    expect(parseContentEvent('nonsense')).toBeNull();
    expect(parseContentEvent({ payload: {} })).toBeNull();
  });
});
