import { botCheckRedirect, botCheckUrl, stripLocalePrefix } from '@/lib/integrations/bot-check';

describe('bot-check decision (docs/behaviour.md#personalization-consent-and-flags)', () => {
  it.each([2, 3, 6, 7, 10, 11, 16, 18, 20, 21])(
    'threat code %i redirects to the configured path without its locale prefix',
    (code) => {
      expect(
        botCheckRedirect({ threatTypeCode: code, currentPath: '/about', redirectAddress: '/en-us/access-check' }),
      ).toBe('/access-check');
    },
  );

  it.each([0, 1, 4, 5, 8, 9, 12, 13, 14, 15, 17, 19, 22, undefined, null, 'abc'])(
    'threat code %j does nothing',
    (code) => {
      expect(
        botCheckRedirect({ threatTypeCode: code, currentPath: '/about', redirectAddress: '/access-check' }),
      ).toBeNull();
    },
  );

  it('accepts a numeric string code', () => {
    expect(botCheckRedirect({ threatTypeCode: '16', currentPath: '/', redirectAddress: '/access-check' })).toBe(
      '/access-check',
    );
  });

  it.each(['/access-check', '/access-check/', '/en-us/access-check', '/Access-Check'])(
    'does not redirect a visitor already on %s',
    (currentPath) => {
      expect(botCheckRedirect({ threatTypeCode: 2, currentPath, redirectAddress: '/en-us/access-check' })).toBeNull();
    },
  );

  it('does nothing without a redirect address', () => {
    expect(botCheckRedirect({ threatTypeCode: 2, currentPath: '/', redirectAddress: undefined })).toBeNull();
  });

  it.each([
    ['/en-us/access-check', '/access-check'],
    ['/en/access-check', '/access-check'],
    ['/access-check', '/access-check'],
    ['/en-us', '/'],
    ['/insurance/umbrella', '/insurance/umbrella'],
    ['access-check', '/access-check'],
  ])('strips the locale prefix of %s', (path, expected) => {
    expect(stripLocalePrefix(path)).toBe(expected);
  });

  it('builds the enrollment call with ApiKey, TagHash, Method=GET and the page address as Referer', () => {
    const url = new URL(
      botCheckUrl(
        { host: 'https://rti.example', apiKey: 'key 1', tagHash: 'hash' },
        'https://www.verdanceinsurance.com/about?x=1',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://rti.example/api/v1/cheq/Enrollment');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ApiKey: 'key 1',
      TagHash: 'hash',
      Method: 'GET',
      Referer: 'https://www.verdanceinsurance.com/about?x=1',
    });
  });
});
