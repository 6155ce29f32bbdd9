import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS, settingsProblems } from '../../lib/settings';

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
