// A separate process writing submissions to the embedded database (lib/db/libsql-processes.test.ts):
//   node tests/support/libsql-writer.mjs DATA_DIR COUNT
// Loads lib/db and lib/forms/store (TypeScript) through jiti, stores COUNT submissions, ten at a time, and prints
// {"stored":n,"failed":n,"errors":[...]} as its last line.
import { loadTs } from './load-ts.mjs';

const { openDb } = loadTs('lib/db/index.ts');
const { saveSubmission } = loadTs('lib/forms/store.ts');

const [dir, count] = process.argv.slice(2);
const db = await openDb({ FORMS_DATA_DIR: dir });
const result = { stored: 0, failed: 0, errors: [] };
const one = async (i) => {
  try {
    await saveSubmission(db, 'contact', { lastName: `P${process.pid}-${i}` }, ['webhook']);
    result.stored += 1;
  } catch (error) {
    result.failed += 1;
    if (result.errors.length < 3) result.errors.push(String(error instanceof Error ? error.message : error));
  }
};
const total = Number(count);
for (let i = 0; i < total; i += 10)
  await Promise.all(Array.from({ length: Math.min(10, total - i) }, (_, j) => one(i + j)));
await db.destroy();
console.log(JSON.stringify(result));
