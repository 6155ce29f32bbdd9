import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS, settings, settingsProblems } from '../../lib/settings';

const root = join(__dirname, '..', '..');
const exampleNames = () =>
  readFileSync(join(root, '.env.example'), 'utf8')
    .split('\n')
    // A setting the image sets itself is listed commented out (`# PORT=3000`), so a compose .env cannot blank it.
    .filter((line) => /^(# )?[A-Z_0-9]+=/.test(line))
    .map((line) => line.replace(/^# /, '').split('=')[0]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('settings', () => {
  it('.env.example lists exactly the settings the server checks', () => {
    expect(exampleNames().sort()).toEqual(Object.keys(SETTINGS).sort());
  });

  it('every environment variable the product reads is a checked setting', () => {
    const files = [...['app', 'lib', 'components'].flatMap((dir) => sourceFiles(join(root, dir)))].concat(
      ['server.ts', 'proxy.ts', 'instrumentation.ts', 'cache-handler.mjs', 'next.config.ts'].map((f) => join(root, f)),
    );
    const read = new Set<string>();
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z_0-9]+)\b/g)) read.add(match[1] ?? '');
    }
    // Next's own, set by Next itself.
    for (const name of ['NODE_ENV', 'NEXT_RUNTIME', 'NEXT_PHASE']) read.delete(name);
    expect([...read].filter((name) => !(name in SETTINGS))).toEqual([]);
  });

  it('no product file reads process.env but lib/settings.ts', () => {
    // Files Next or a tool loads before (or apart from) the app, which cannot take their values from it.
    const exceptions: Record<string, string> = {
      'lib/settings.ts': 'the settings module itself',
      'next.config.ts':
        'loaded by Next before the app, at build and at start (NEXT_DIST_DIR, REDIS_URL pick its folders)',
      'instrumentation.ts':
        'Next replaces process.env.NEXT_RUNTIME at compile time, which keeps Node code out of the edge build',
      'cache-handler.mjs': 'loaded by Next itself as plain JavaScript (cannot import TypeScript)',
      'page-cache-handler.mjs': 'loaded by Next itself as plain JavaScript (cannot import TypeScript)',
      'deploy/standalone.mjs': 'a build script run by node after next build',
    };
    const files = ['app', 'lib', 'components', 'deploy']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .concat(
        [
          'server.ts',
          'proxy.ts',
          'instrumentation.ts',
          'cache-handler.mjs',
          'page-cache-handler.mjs',
          'next.config.ts',
        ].map((f) => join(root, f)),
      )
      .map((file) => file.slice(root.length + 1));
    const readers = files.filter((file) => /process\.env\b/.test(readFileSync(join(root, file), 'utf8')));
    expect(readers.filter((file) => !(file in exceptions))).toEqual([]);
    // Every exception still needs to be one.
    expect(Object.keys(exceptions).filter((file) => !readers.includes(file))).toEqual([]);
  });

  it('typed values keep their defaults, and an empty value is unset', () => {
    const saved = { ...process.env };
    try {
      for (const name of ['PORT', 'NEXT_DIST_DIR', 'CDN_MAX_AGE', 'SERVER_PERSONALIZATION', 'HOSTNAME'])
        delete process.env[name];
      expect([settings.port(), settings.distDir(), settings.cdnMaxAge(), settings.serverPersonalization()]).toEqual([
        3000,
        '.next',
        300,
        true,
      ]);
      expect(settings.hostname()).toBeUndefined();
      Object.assign(process.env, {
        PORT: '',
        CDN_MAX_AGE: '60',
        SERVER_PERSONALIZATION: 'off',
        NEXT_DIST_DIR: '.next-uniform',
      });
      expect([settings.port(), settings.distDir(), settings.cdnMaxAge(), settings.serverPersonalization()]).toEqual([
        3000,
        '.next-uniform',
        60,
        false,
      ]);
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });

  it('accepts no settings at all, and empty values', () => {
    expect(settingsProblems({})).toEqual([]);
    expect(settingsProblems({ REDIS_URL: '', PORT: ' ' })).toEqual([]);
  });

  it('names each unusable value', () => {
    expect(
      settingsProblems({
        PORT: 'eighty',
        REDIS_URL: 'localhost:6379',
        NEXT_PUBLIC_GTM_ID: 'UA-1',
        UNIFORM_WEBHOOK_SECRET: 'plain',
        FORMS_EMAIL_TO: 'office',
      }),
    ).toEqual([
      'PORT: expected a whole number',
      'REDIS_URL: expected a URL starting with redis:// or rediss://',
      'FORMS_EMAIL_TO: Invalid email address',
      'UNIFORM_WEBHOOK_SECRET: expected the signing secret, whsec_…',
      'NEXT_PUBLIC_GTM_ID: expected GTM-XXXXXXX',
    ]);
  });

  it('refuses a delivery channel whose signing secret is empty', () => {
    const refusal = 'FORMS_WEBHOOK_SECRET: must not be empty when FORMS_WEBHOOK_URL is set (it signs every delivery)';
    const url = 'https://crm.example.com/hooks/forms';
    expect(settingsProblems({ FORMS_WEBHOOK_URL: url })).toEqual([refusal]);
    expect(settingsProblems({ FORMS_WEBHOOK_URL: url, FORMS_WEBHOOK_SECRET: '  ' })).toEqual([refusal]);
    expect(settingsProblems({ FORMS_WEBHOOK_URL: url, FORMS_WEBHOOK_SECRET: 'a-long-random-secret' })).toEqual([]);
    expect(settingsProblems({ FORMS_WEBHOOK_URL: '', FORMS_WEBHOOK_SECRET: '' })).toEqual([]);
  });

  it('wants the Uniform key and project together', () => {
    expect(settingsProblems({ UNIFORM_API_KEY: 'k' })).toEqual([
      'UNIFORM_PROJECT_ID: must be set together with UNIFORM_API_KEY',
    ]);
  });
});
