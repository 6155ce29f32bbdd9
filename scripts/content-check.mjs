// `npm run content:check`: validates content/ (a `uniform sync pull` tree) against its layout, the component
// definitions, the content types and the site's rules, printing
// each problem as `file field: message`, and exits non-zero when there is any. With Uniform configured it also warns
// (`warning: file field: message`, not a failure) about links to pages Uniform does not publish. The content-health
// rules (lib/content-health/, the canvas panel's too) run over every composition and article: their errors fail,
// their warnings (reading level, an article without related links) are printed. `--json` prints the health problems
// as JSON instead (the panel's test compares them with the preview endpoint's).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadContent } from './content-check/load.mjs';
import { checkAll, checkSeo, checkWithheldLinks } from './content-check/rules.mjs';
import { withheldNodeIds } from './content-check/published.mjs';
import { checkHealth } from './content-check/health.mjs';

const root = process.cwd();
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const contentDir = resolve(root, args.find((arg) => !arg.startsWith('--')) ?? 'content');
const { store, problems: loadProblems } = loadContent(contentDir);
// Spanish pages (content/locale/es-US.json) are held to the same title and description lengths as English ones.
const { store: spanish } = loadContent(contentDir, process.cwd(), 'es-US');
const problems = [
  ...loadProblems,
  ...checkAll(store, (url) => existsSync(join(root, 'public', decodeURI(url.split('?')[0])))),
  ...checkSeo(spanish).map((found) => ({ ...found, field: `${found.field} (es-US)` })),
];

const withheld = await withheldNodeIds();
const health = checkHealth(store, { publicDir: join(root, 'public'), withheldNodeIds: withheld });
if (asJson) {
  console.log(
    JSON.stringify(
      health.map(({ file, compositionId, entryId, problem }) => ({ file, compositionId, entryId, ...problem })),
    ),
  );
  process.exit(0);
}
// A withheld link is reported by checkWithheldLinks (compositions and entries); the panel shows the health rules' own.
const warnings = checkWithheldLinks(store, withheld);
// The health rules' advice (reading level, an article without related links): printed, never a failure.
const advice = health.filter(({ problem }) => problem.severity === 'warning' && problem.rule !== 'link-target');
problems.push(...health.filter(({ problem }) => problem.severity === 'error'));

for (const { file, field, message } of advice) console.log(`advice: ${file} ${field}: ${message}`);
for (const { file, field, message } of warnings) console.warn(`warning: ${file} ${field}: ${message}`);
for (const { file, field, message } of problems) console.error(`${file} ${field}: ${message}`);
const counts = `${store.compositions.length} compositions, ${store.entries.length} entries, ${store.nodes.length} pages, ${store.definitions.size} component definitions, ${store.contentTypes.size} content types`;
if (problems.length) {
  console.error(`content check: ${problems.length} problem(s) in ${counts}`);
  process.exit(1);
}
console.log(`content check: no problems in ${counts}`);
