import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Integration settings are read at run time (lib/integrations/config.ts, served by /api/integrations/config). A
 * component or page that read `process.env.NEXT_PUBLIC_*` while rendering would fix the value at build time in every
 * prerendered page, so no file under components/ or app/ may.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(process.cwd(), dir), { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile() && /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name))
    .map((item) => join(item.parentPath, item.name));
}

it('no component or page reads a NEXT_PUBLIC_ variable', () => {
  const readers = ['components', 'app']
    .flatMap(sourceFiles)
    .filter((file) => /process\.env\.NEXT_PUBLIC_|process\.env\[['"`]NEXT_PUBLIC_/.test(readFileSync(file, 'utf8')));
  expect(readers).toEqual([]);
});
