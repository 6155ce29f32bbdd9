import { isCanvasEditing, previewLocation, previewPage, previewSitePart } from '@/lib/integrations/preview-target';

const q = (query: string) => new URLSearchParams(query);
const CANVAS = 'https://canvas.example';

describe('the preview route’s target, as the official handler builds it', () => {
  it('knows the header and footer compositions by slug or id, and sends the part on only when editing', () => {
    const ids = { header: 'h-1', footer: 'f-1' };
    expect(previewSitePart(q('slug=global-header&id=h-1'), ids)).toBe('header');
    expect(previewSitePart(q('slug=/global-footer'), {})).toBe('footer');
    expect(previewSitePart(q('id=f-1&is_incontext_editing_playground=true'), ids)).toBe('footer');
    expect(previewSitePart(q('slug=/about&id=p-1'), ids)).toBeUndefined();
    const query = q('secret=s&id=h-1&is_incontext_editing_mode=true');
    expect(previewLocation('/', query, { editing: true, playground: false, sitePart: 'header' })).toBe(
      '/?is_incontext_editing_mode=true&canvas_site_part=header',
    );
    expect(previewLocation('/', query, { editing: false, playground: false, sitePart: 'header' })).toBe('/');
  });

  it('names the page by path, else by slug', () => {
    expect(previewPage(q('path=/about&slug=/ignored'))).toBe('/about');
    expect(previewPage(q('slug=/claims'))).toBe('/claims');
    expect(previewPage(q('slug=claims'))).toBe('/claims');
    expect(previewPage(q('slug=//evil.example'))).toBeNull();
    expect(previewPage(q('path=https://evil.example/'))).toBeNull();
  });

  it('passes every other parameter on, never the secret or the page’s address', () => {
    const query = q('secret=s&path=/about&slug=/about&locale=en-US&id=1&releaseId=r-42&utm_source=canvas&x=1&x=2');
    expect(previewLocation('/about', query, { editing: false, playground: false })).toBe(
      '/about?releaseId=r-42&utm_source=canvas&x=1&x=2',
    );
  });

  it('keeps the editing flags only while editing, and the id on the playground', () => {
    const query = q('secret=s&id=abc&is_incontext_editing_mode=true&is_incontext_editing_playground=true');
    expect(previewLocation('/uniform-playground/abc', query, { editing: true, playground: true })).toBe(
      '/uniform-playground/abc?is_incontext_editing_mode=true&is_incontext_editing_playground=true&id=abc',
    );
    expect(previewLocation('/uniform-playground/abc', query, { editing: false, playground: true })).toBe(
      '/uniform-playground/abc?id=abc',
    );
  });

  it('counts as contextual editing only when the canvas sent the request', () => {
    const editing = q('is_incontext_editing_mode=true');
    expect(isCanvasEditing(editing, 'https://uniform.app/projects/p/canvas', CANVAS)).toBe(true);
    expect(isCanvasEditing(editing, `${CANVAS}/`, CANVAS)).toBe(true);
    expect(isCanvasEditing(editing, 'https://evil.example/', CANVAS)).toBe(false);
    expect(isCanvasEditing(editing, null, CANVAS)).toBe(false);
    expect(isCanvasEditing(editing, 'not a url', CANVAS)).toBe(false);
    expect(isCanvasEditing(q(''), `${CANVAS}/`, CANVAS)).toBe(false);
  });
});
