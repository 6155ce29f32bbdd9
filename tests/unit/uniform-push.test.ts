// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompositionGetResponse } from '@uniformdev/canvas';
import { startFakeUniformApi, type FakeUniformApi } from '../fakes/uniform-api';
import { DRAFT, PUBLISHED, type StoredEntry } from '../fakes/uniform/store';
import { makeCheckout, runNpmScript } from '../support/uniform-cli';

/**
 * `npm run uniform:push` with the real CLI against the stand-in Uniform project, as a developer's checkout meets a
 * marketing team's week: it never publishes what it did not create, and never overwrites what changed in Uniform
 * since the checkout pulled (it refuses, naming it). Plain `uniform sync push` with `publish: true` fails both.
 */
const ABOUT = '0046af24-0145-565f-b217-76c31b171db8';
const CLAIMS = '777b3be7-c550-532d-98f9-389298ec343d';
const GLOSSARY_ITEM = '0066212f-26fd-5fdb-bac4-383239d7db31';
const MINUTES = 300_000;

let api: FakeUniformApi;
afterEach(() => api?.close());

type Component = { type: string; parameters?: Record<string, { type: string; value: unknown }> };
/** The first content component with a heading: what a visitor reads first on the page. */
const heading = (item: CompositionGetResponse | undefined) =>
  (item?.composition.slots?.content as Component[] | undefined)?.find((component) => component.parameters?.heading)
    ?.parameters?.heading?.value;
const setHeading = (composition: CompositionGetResponse['composition'], value: string) => {
  const component = (composition.slots!.content as Component[]).find((item) => item.parameters?.heading)!;
  component.parameters!.heading = { type: 'text', value };
};

/** A marketer's saved, unpublished change: the draft only. */
function saveDraft(id: string, value: string) {
  setHeading(api.project.compositions[DRAFT].get(id)!.composition, value);
}

/** Made in Uniform and saved, never published. */
function draftOnlyComposition(): string {
  const copy = structuredClone(api.project.compositions[DRAFT].get(CLAIMS)!);
  const id = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
  copy.composition = { ...copy.composition, _id: id, _slug: 'spring-offer', _name: 'Spring offer (draft)' };
  api.project.compositions[DRAFT].set(id, copy);
  return id;
}

function draftOnlyEntry(): string {
  const copy = structuredClone(api.project.entries[DRAFT].get(GLOSSARY_ITEM)!) as StoredEntry;
  const id = '7a2d3c4b-5e6f-4a70-9b8c-0d1e2f3a4b5c';
  copy.entry = { ...copy.entry, _id: id, _slug: 'frost-cover', _name: 'Frost cover (draft)' };
  api.project.entries[DRAFT].set(id, copy);
  return id;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

it(
  'publishes only what it created: marketers’ drafts (edits, a new page, a new entry) stay drafts',
  async () => {
    api = await startFakeUniformApi();
    saveDraft(ABOUT, 'About us, redrafted by marketing');
    const checkout = makeCheckout();
    const pull = await runNpmScript('uniform:pull', checkout, api.url);
    expect(pull.code, pull.output).toBe(0);
    const livePage = draftOnlyComposition();
    const liveEntry = draftOnlyEntry();
    const publishedAbout = heading(api.project.compositions[PUBLISHED].get(ABOUT));

    // The developer's own work: a new page and a new glossary entry, and an edit to the claims page.
    const newPage = '8b3e4d5c-6f70-4b81-8c9d-1e2f3a4b5c6d';
    const page = readJson(join(checkout, 'content/composition', `${CLAIMS}.json`));
    page.composition = { ...page.composition, _id: newPage, _slug: 'new-page', _name: 'New page' };
    writeFileSync(join(checkout, 'content/composition', `${newPage}.json`), JSON.stringify(page, null, 2));
    const newEntry = '9c4f5e6d-7081-4c92-9dae-2f3a4b5c6d7e';
    const entry = readJson(join(checkout, 'content/entry', `${GLOSSARY_ITEM}.json`));
    entry.entry = { ...entry.entry, _id: newEntry, _slug: 'new-term', _name: 'New term' };
    writeFileSync(join(checkout, 'content/entry', `${newEntry}.json`), JSON.stringify(entry, null, 2));
    const claimsFile = join(checkout, 'content/composition', `${CLAIMS}.json`);
    const claims = readJson(claimsFile);
    setHeading(claims.composition, 'Claims, rewritten by a developer');
    writeFileSync(claimsFile, JSON.stringify(claims, null, 2));
    const publishedClaims = heading(api.project.compositions[PUBLISHED].get(CLAIMS));

    const push = await runNpmScript('uniform:push', checkout, api.url);
    expect(push.code, push.output).toBe(0);
    const { compositions, entries } = api.project;
    // Created by this push: published.
    expect(compositions[PUBLISHED].has(newPage), push.output).toBe(true);
    expect(entries[PUBLISHED].has(newEntry)).toBe(true);
    // Marketers' drafts: still there, still drafts, nothing of them live.
    expect(compositions[DRAFT].has(livePage) && entries[DRAFT].has(liveEntry)).toBe(true);
    expect(compositions[PUBLISHED].has(livePage)).toBe(false);
    expect(entries[PUBLISHED].has(liveEntry)).toBe(false);
    expect(heading(compositions[DRAFT].get(ABOUT))).toBe('About us, redrafted by marketing');
    expect(heading(compositions[PUBLISHED].get(ABOUT))).toBe(publishedAbout);
    // The developer's edit to an existing page arrives as a draft, for marketing to publish.
    expect(heading(compositions[DRAFT].get(CLAIMS))).toBe('Claims, rewritten by a developer');
    expect(heading(compositions[PUBLISHED].get(CLAIMS))).toBe(publishedClaims);
  },
  MINUTES,
);

it(
  'refuses a push from a stale checkout, naming what changed in Uniform, and writes nothing',
  async () => {
    api = await startFakeUniformApi();
    const checkout = makeCheckout();
    const pull = await runNpmScript('uniform:pull', checkout, api.url);
    expect(pull.code, pull.output).toBe(0);
    // After the pull: a draft edit to About, a published edit to Claims.
    saveDraft(ABOUT, 'About us, redrafted by marketing');
    api.setHeading('claims', 'Claims, edited and published by marketing');
    const writes = () => api.requests.filter((request) => request.method !== 'GET').length;
    const before = writes();

    const push = await runNpmScript('uniform:push', checkout, api.url);
    expect(push.code).not.toBe(0);
    expect(push.output).toContain(`composition/${ABOUT}.json "About": changed in Uniform`);
    expect(push.output).toContain(`composition/${CLAIMS}.json "Claims": changed in Uniform`);
    expect(writes()).toBe(before);
    expect(heading(api.project.compositions[DRAFT].get(ABOUT))).toBe('About us, redrafted by marketing');
    expect(heading(api.project.compositions[PUBLISHED].get(CLAIMS))).toBe('Claims, edited and published by marketing');
  },
  MINUTES,
);

it(
  'refuses without a lock, and seeds only an empty project',
  async () => {
    api = await startFakeUniformApi({ contentDir: null });
    const checkout = makeCheckout();
    const push = await runNpmScript('uniform:push', checkout, api.url);
    expect(push.code).not.toBe(0);
    expect(push.output).toContain('no uniform.lock.json');
    api.publishEntry(structuredClone(readJson(join(checkout, 'content/entry', `${GLOSSARY_ITEM}.json`)).entry));
    const seed = await runNpmScript('uniform:seed', checkout, api.url);
    expect(seed.code).not.toBe(0);
    expect(seed.output).toContain('the project is not empty');
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  },
  MINUTES,
);
