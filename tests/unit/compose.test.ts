// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * An operator's first day: `cp .env.example .env && docker compose config` must give a valid project, checked here
 * without Docker: .env.example read as compose reads .env, compose.yaml interpolated as compose does it, the result
 * validated against the Compose Specification's JSON schema (tests/support/compose-spec, vendored).
 */
const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The variables of a .env file: `NAME=value` lines; comments and blank lines skipped; quotes removed. */
function dotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (match) values[match[1]!] = match[2]!.trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/** Compose's interpolation: `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}`, `$NAME`, `$$`. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (whole, name?: string, colon?: string, kind?: string, word?: string, bare?: string) => {
      if (whole === '$$') return '$';
      if (bare) return env[bare] ?? '';
      const value = env[name!];
      const missing = value === undefined || (colon === ':' && value === '');
      if (!missing) return value;
      if (kind === '?') throw new Error(`compose: ${name} is required: ${word}`);
      return kind === '-' ? word! : '';
    },
  );
}

const dotEnv = dotenv(read('.env.example'));
const project = parse(interpolate(read('compose.yaml'), dotEnv), { merge: true }) as {
  services: Record<string, { image?: string; environment?: Record<string, string>; depends_on?: object }>;
};

describe('compose.yaml after cp .env.example .env', () => {
  it('is a valid project by the Compose Specification', () => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    const validate = ajv.compile(JSON.parse(read('tests/support/compose-spec/compose-spec.json')) as object);
    validate(project);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('leaves what the image sets alone: no empty PORT, HOSTNAME or FORMS_DATA_DIR from .env', () => {
    const imageEnv = [...read('Dockerfile').matchAll(/^ENV (.+)$/gm)].flatMap((match) =>
      [...match[1]!.matchAll(/([A-Z_0-9]+)=/g)].map((name) => name[1]!),
    );
    expect(imageEnv).toEqual(expect.arrayContaining(['PORT', 'HOSTNAME', 'FORMS_DATA_DIR']));
    expect(imageEnv.filter((name) => name in dotEnv)).toEqual([]);
  });

  it('gives every instance the form delivery settings, and the doc names them', () => {
    for (const name of ['site-a', 'site-b']) {
      expect(Object.keys(project.services[name]?.environment ?? {})).toEqual(
        expect.arrayContaining(['FORMS_WEBHOOK_URL', 'FORMS_WEBHOOK_SECRET', 'DATABASE_URL', 'REDIS_URL']),
      );
    }
    const doc = read('docs/deployment.md');
    for (const name of ['FORMS_WEBHOOK_URL', 'FORMS_WEBHOOK_SECRET']) expect(doc).toContain(`\`${name}\``);
  });

  it('runs a balancer that re-resolves the instances by name (nginx 1.27.3 or later for `resolve`)', () => {
    const version = /^nginx:(\d+)\.(\d+)/.exec(project.services.balancer?.image ?? '');
    expect(version).not.toBeNull();
    expect(Number(version![1]) * 1000 + Number(version![2])).toBeGreaterThanOrEqual(1028);
    expect(read('deploy/nginx.conf')).toMatch(/server site-a:3000 resolve /);
  });
});
