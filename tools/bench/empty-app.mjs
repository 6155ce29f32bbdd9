/** The baseline: an empty Next.js App Router page, built with the same installed versions in the same run. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORK, linkNodeModules, timed } from './lib.mjs';

export async function buildEmptyApp() {
  const dir = join(WORK, 'empty');
  rmSync(join(dir, 'app'), { recursive: true, force: true });
  rmSync(join(dir, '.next'), { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-empty-app', private: true }, null, 2));
  writeFileSync(join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(dir)} } };\n`);
  writeFileSync(
    join(dir, 'app', 'layout.jsx'),
    `export const metadata = { title: 'Empty' };\nexport default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  );
  writeFileSync(
    join(dir, 'app', 'page.jsx'),
    `export default function Page() {\n  return <main><h1>Empty page</h1></main>;\n}\n`,
  );
  linkNodeModules(dir);
  const { seconds } = await timed(process.execPath, [join(dir, 'node_modules/next/dist/bin/next'), 'build'], dir);
  return { dir, buildSeconds: seconds };
}
