import { describe, expect, it } from 'vitest';
import { readCookie } from '@/lib/http/cookies';
import { formFrameDocument, formScriptUrl, inboundUrl, visitorIdCookie } from '@/lib/widgets/form-embed';

describe('form embed addresses (docs/behaviour.md#outside-services)', () => {
  it('InboundURL is host plus path with every ampersand replaced', () => {
    expect(
      inboundUrl({ host: 'www.verdanceinsurance.com', pathname: '/contact-us/request-coi', search: '?a=1&b=2&c=3' }),
    ).toBe('www.verdanceinsurance.com/contact-us/request-coi?a=1[AMP]b=2[AMP]c=3');
  });

  it('loads /forms/js.php/{formName} with InboundURL and HMUUID', () => {
    const url = new URL(
      formScriptUrl(
        'https://forms.example.test',
        'verdance-request-coi',
        { host: 'site.test', pathname: '/x', search: '?q=1&r=2' },
        'abc-123',
      ),
    );
    expect(url.origin).toBe('https://forms.example.test');
    expect(url.pathname).toBe('/forms/js.php/verdance-request-coi');
    expect(url.searchParams.get('InboundURL')).toBe('site.test/x?q=1[AMP]r=2');
    expect(url.searchParams.get('HMUUID')).toBe('abc-123');
    expect([...url.searchParams.keys()]).toEqual(['InboundURL', 'HMUUID']);
  });

  it('writes the HM_UUID cookie for a year, Lax and Secure, and reads it back', () => {
    expect(visitorIdCookie('abc')).toBe('HM_UUID=abc; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(readCookie('a=1; HM_UUID=abc-123; b=2', 'HM_UUID')).toBe('abc-123');
    expect(readCookie('a=1', 'HM_UUID')).toBeUndefined();
  });

  it('escapes the script address inside the frame document', () => {
    const html = formFrameDocument('https://f.test/forms/js.php/x?a="><script>', 'Form');
    expect(html).toContain('src="https://f.test/forms/js.php/x?a=&quot;>&lt;script>"');
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
