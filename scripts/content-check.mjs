// `npm run content:check`: validates content/ (a `uniform sync pull` tree) against its layout, the component
// definitions, the content types and the site's rules, printing
// each problem as `file field: message`, and exits non-zero when there is any. With Uniform configured it also warns
// (`warning: file field: message`, not a failure) about links to pages Uniform does not publish.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadContent } from './content-check/load.mjs';
import { checkAll, checkSeo, checkWithheldLinks } from './content-check/rules.mjs';
import { withheldNodeIds } from './content-check/published.mjs';

const root = process.cwd();
const contentDir = resolve(root, process.argv[2] ?? 'content');
const { store, problems: loadProblems } = loadContent(contentDir);
// Spanish pages (content/locale/es-US.json) are held to the same title and description lengths as English ones.
const { store: spanish } = loadContent(contentDir, process.cwd(), 'es-US');
const problems = [
  ...loadProblems,
  ...checkAll(store, (url) => existsSync(join(root, 'public', decodeURI(url.split('?')[0])))),
  ...checkSeo(spanish).map((found) => ({ ...found, field: `${found.field} (es-US)` })),
];

const warnings = checkWithheldLinks(store, await withheldNodeIds());

for (const { file, field, message } of warnings) console.warn(`warning: ${file} ${field}: ${message}`);
for (const { file, field, message } of problems) console.error(`${file} ${field}: ${message}`);
const counts = `${store.compositions.length} compositions, ${store.entries.length} entries, ${store.nodes.length} pages, ${store.definitions.size} component definitions, ${store.contentTypes.size} content types`;
if (problems.length) {
  console.error(`content check: ${problems.length} problem(s) in ${counts}`);
  process.exit(1);
}
console.log(`content check: no problems in ${counts}`);
