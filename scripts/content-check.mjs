// `npm run content:check`: validates content/ against the component definitions and the site's rules, printing
// each problem as `file field: message`, and exits non-zero when there is any.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from './content-check/load.mjs';
import { checkAll } from './content-check/rules.mjs';

const root = process.cwd();
const { store, problems: loadProblems } = loadContent(join(root, 'content'));
const problems = [...loadProblems, ...checkAll(store, (url) => existsSync(join(root, 'public', decodeURI(url.split('?')[0]))))];

for (const { file, field, message } of problems) console.error(`${file} ${field}: ${message}`);
const counts = `${store.compositions.length} compositions, ${store.entries.length} entries, ${store.nodes.length} pages, ${store.definitions.size} component definitions`;
if (problems.length) {
  console.error(`content check: ${problems.length} problem(s) in ${counts}`);
  process.exit(1);
}
console.log(`content check: no problems in ${counts}`);
