import { parseLogRequest } from '@/lib/integrations/log-request';
import { logUrl } from '@/lib/integrations/logger';

const query = (values: Record<string, string>) => new URLSearchParams(values);

describe('logging calls (docs/behaviour.md#outside-services)', () => {
  it('builds GET /api/v1/logging/Log{Level} with SaidKey, Message and AddlInfo including the host domain', () => {
    const url = new URL(
      logUrl('Error', 'Exception occurred', { Component: 'BotCheck' }, 'www.verdanceinsurance.com', 'site-key'),
      'http://x',
    );
    expect(url.pathname).toBe('/api/v1/logging/LogError');
    expect(url.searchParams.get('SaidKey')).toBe('site-key');
    expect(url.searchParams.get('Message')).toBe('Exception occurred');
    expect(JSON.parse(url.searchParams.get('AddlInfo')!)).toEqual([
      { Key: 'HostDomain', Value: 'www.verdanceinsurance.com' },
      { Key: 'Component', Value: 'BotCheck' },
    ]);
  });

  it.each(['LogDebug', 'LogInformation', 'LogWarning', 'LogError', 'LogCritical', 'logerror'])(
    'accepts level %s',
    (segment) => {
      expect(parseLogRequest(segment, query({ SaidKey: 'k', Message: 'm' })).ok).toBe(true);
    },
  );

  it.each([
    ['LogTrace', {}, 404],
    ['Error', {}, 404],
    ['LogError', { SaidKey: '' }, 400],
    ['LogError', { Message: '' }, 400],
    ['LogError', { SaidKey: 'k'.repeat(65) }, 413],
    ['LogError', { Message: 'm'.repeat(2001) }, 413],
    ['LogError', { AddlInfo: '{"not":"a list"}' }, 400],
    ['LogError', { AddlInfo: 'not json' }, 400],
    [
      'LogError',
      { AddlInfo: JSON.stringify(Array.from({ length: 31 }, (_, i) => ({ Key: `k${i}`, Value: 'v' }))) },
      400,
    ],
  ])('refuses %s %j with %i', (segment, override, status) => {
    const result = parseLogRequest(segment, query({ SaidKey: 'k', Message: 'm', ...override }));
    expect(result).toMatchObject({ ok: false, status });
  });

  it('names what is wrong in its answer', () => {
    expect(parseLogRequest('LogError', query({ SaidKey: 'k' }))).toMatchObject({ error: 'Message is required' });
    expect(parseLogRequest('LogError', query({ SaidKey: 'k', Message: 'm', AddlInfo: '[1]' }))).toMatchObject({
      error: 'AddlInfo must be a JSON list of key/value pairs',
    });
  });

  it('reads the key/value pairs', () => {
    const result = parseLogRequest(
      'LogWarning',
      query({
        SaidKey: 'k',
        Message: 'm',
        AddlInfo: '[{"Key":"HostDomain","Value":"a.example"},{"key":"n","value":3}]',
      }),
    );
    expect(result).toEqual({
      ok: true,
      entry: {
        level: 'Warning',
        saidKey: 'k',
        message: 'm',
        info: [
          { Key: 'HostDomain', Value: 'a.example' },
          { Key: 'n', Value: '3' },
        ],
      },
    });
  });
});
