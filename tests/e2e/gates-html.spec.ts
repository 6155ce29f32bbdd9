import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { discoverPages } from './gates-pages';

const VNU_JAR = join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The Nu HTML checker's verdict on saved files, in one JVM run; it reports on stderr and exits 1 on any error. */
async function validate(dir: string): Promise<VnuMessage[]> {
  const run = promisify(execFile);
  const output = await run('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', dir], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
  return (JSON.parse(output.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
}

/**
 * Next's own markup for the CSS of a `next/dynamic` widget (`lazy-widgets.client.ts`): its preload-chunks module
 * writes `<link rel="stylesheet" as="style" precedence="dynamic">`, and `as` belongs to preloads only. Browsers ignore
 * it; only that exact link is let through, every other error still fails the gate.
 */
function isNextDynamicStylesheet(message: VnuMessage) {
  return (
    message.message.startsWith('A “link” element with an “as” attribute must have a “rel” attribute') &&
    /rel="stylesheet" as="style" data-precedence="dynamic"/.test(message.extract ?? '')
  );
}

test('every page is valid HTML (Nu HTML checker)', async ({ baseURL }) => {
  test.setTimeout(600_000);
  const { all } = await discoverPages(String(baseURL));
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const fileToPath = new Map<string, string>();
    for (const [index, path] of all.entries()) {
      const file = `page-${String(index).padStart(4, '0')}.html`;
      writeFileSync(join(dir, file), await (await fetch(`${baseURL}${path}`)).text());
      fileToPath.set(file, path);
    }
    const errors = (await validate(dir))
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .filter((message) => !isNextDynamicStylesheet(message))
      .map((message) => {
        const file = message.url?.split('/').pop() ?? '';
        const where = `${fileToPath.get(file) ?? (file || 'vnu')}${message.lastLine ? `:${message.lastLine}` : ''}`;
        return `${where} ${message.message}${message.extract ? ` — ${message.extract.trim().slice(0, 120)}` : ''}`;
      });
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
