import { integrationOrigins, readAnalyticsUpstream, readIntegrationsConfig } from '@/lib/integrations/config';

describe('integrations configuration', () => {
  it('is all off without environment variables', () => {
    expect(readIntegrationsConfig({})).toEqual({
      analytics: null,
      gtmId: null,
      botCheck: null,
      visitLifespanMs: 1_800_000,
      loggingKey: 'verdance-website',
      launchDarkly: null,
      formHost: null,
    });
  });

  it('reads every integration when configured', () => {
    expect(
      readIntegrationsConfig({
        NEXT_PUBLIC_ANALYTICS_ENDPOINT: 'https://events.example/ingest',
        NEXT_PUBLIC_ANALYTICS_TOKEN: 'tok',
        NEXT_PUBLIC_GTM_ID: 'GTM-AB12CD',
        NEXT_PUBLIC_BOTCHECK_HOST: 'https://rti.example/',
        NEXT_PUBLIC_BOTCHECK_API_KEY: 'k',
        NEXT_PUBLIC_BOTCHECK_TAG_HASH: 'h',
        NEXT_PUBLIC_VISIT_LIFESPAN_MINUTES: '5',
        NEXT_PUBLIC_LD_CLIENT_ID: 'ld-client',
        NEXT_PUBLIC_LD_BASE_URL: 'http://127.0.0.1:9999/',
        NEXT_PUBLIC_FORM_HOST: 'https://forms.example/',
      }),
    ).toEqual({
      analytics: { path: '/api/analytics' },
      gtmId: 'GTM-AB12CD',
      botCheck: { host: 'https://rti.example', apiKey: 'k', tagHash: 'h' },
      visitLifespanMs: 300_000,
      loggingKey: 'verdance-website',
      launchDarkly: { clientId: 'ld-client', baseUrl: 'http://127.0.0.1:9999' },
      formHost: 'https://forms.example',
    });
  });

  it('keeps the collector and its token on the server: the browser gets only the relay path', () => {
    const env = { NEXT_PUBLIC_ANALYTICS_ENDPOINT: 'https://events.example/ingest', NEXT_PUBLIC_ANALYTICS_TOKEN: 'tok' };
    expect(readAnalyticsUpstream(env)).toEqual({ endpoint: 'https://events.example/ingest', token: 'tok' });
    expect(JSON.stringify(readIntegrationsConfig(env))).not.toMatch(/tok|events\.example/);
    expect(integrationOrigins(env).connect).toEqual([]);
  });

  it('refuses malformed values', () => {
    const config = readIntegrationsConfig({
      NEXT_PUBLIC_ANALYTICS_ENDPOINT: 'javascript:alert(1)',
      NEXT_PUBLIC_GTM_ID: '"><script>',
      NEXT_PUBLIC_BOTCHECK_HOST: 'https://rti.example',
    });
    expect(config).toMatchObject({ analytics: null, gtmId: null, botCheck: null });
  });
});
