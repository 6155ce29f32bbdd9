// `npm run uniform:pull`: `uniform sync pull` into content/ (mirror mode), then the lock uniform.lock.json records
// what the project held, so that `npm run uniform:push` can tell what changed in Uniform since.
import { contentDir, readTree, runCli, serializationWithoutPublish, writeLock } from './uniform-sync.mjs';

const serialization = serializationWithoutPublish();
const directory = contentDir(serialization);
await runCli(['sync', 'pull'], { ...serialization, directory });
writeLock(readTree(directory));
console.log('uniform:pull: content/ and uniform.lock.json hold the project as it is now');
