import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The dummy secrets `npm test` builds with (see package.json), so a leak into the client files can be found. */
const DUMMY_SECRETS = {
  UNIFORM_API_KEY: 'dummy-uniform-api-key-5b0f3c2e9d',
  UNIFORM_PREVIEW_SECRET: 'dummy-preview-secret-a41d77c0',
};

/** Everything a browser can be sent: client chunks, prerendered HTML and RSC payloads, public files. */
function clientFiles(): string[] {
  const roots: [string, RegExp][] = [
    [join('.next', 'static'), /\.(js|css|json|map|txt)$/],
    [join('.next', 'server', 'app'), /\.(html|rsc|body|meta)$/],
    ['public', /\.(js|json|txt|svg|html|xml)$/],
  ];
  return roots.flatMap(([root, shipped]) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((file) => join(root, file))
      .filter((file) => shipped.test(file)),
  );
}

test('no server secret reaches a client bundle, a prerendered page or a public file', () => {
  const fingerprintsFile = join('.next', 'secret-fingerprints.json');
  expect(existsSync(fingerprintsFile), 'build with `npm test`, which sets dummy secrets').toBe(true);
  const fingerprints = JSON.parse(readFileSync(fingerprintsFile, 'utf8')) as Record<string, string | null>;
  for (const [name, value] of Object.entries(DUMMY_SECRETS)) {
    const expected = createHash('sha256').update(value).digest('hex');
    expect(fingerprints[name], `the build saw the dummy ${name} (run the build through \`npm test\`)`).toBe(expected);
  }

  const needles = Object.values(DUMMY_SECRETS).flatMap((value) => [value, Buffer.from(value).toString('base64')]);
  const files = clientFiles();
  expect(files.length).toBeGreaterThan(10);
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return needles
      .filter((needle) => text.includes(needle))
      .map((needle) => `${file} contains ${needle.slice(0, 12)}…`);
  });
  expect(leaks).toEqual([]);
});
