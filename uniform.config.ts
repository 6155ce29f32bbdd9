import { uniformConfig } from '@uniformdev/cli/config';

/**
 * `npx uniform sync push` / `sync pull`: content/ is exactly what `sync pull` writes, one folder per entity type,
 * JSON files named by id. Only the entity types the site uses are listed (component patterns included; composition
 * and entry patterns are not used), so a push never touches the others (assets, data types, enrichments, aggregates,
 * quirks, workflows, webhooks, ...).
 *
 * A pull mirrors the project (content/ loses what the project no longer has); a push only creates and updates
 * (`createOrUpdate`): what marketers made in Uniform and a checkout does not have yet is never deleted by a push.
 *
 * No entity type has `publish: true`: after a push the CLI would copy the draft of every composition, pattern and entry
 * in the project to published (its publish modules run with `all: true`), marketers' drafts included. Push with
 * `npm run uniform:push` (scripts/uniform-push.mjs), which refuses to overwrite what changed in Uniform since the
 * last pull and publishes only what it created.
 */
const pushCreatesOrUpdates = { push: { mode: 'createOrUpdate' } } as const;

export default uniformConfig({
  preset: 'none',
  config: {
    serialization: {
      directory: './content',
      format: 'json',
      mode: 'mirror',
      entitiesConfig: {
        locale: pushCreatesOrUpdates,
        signal: pushCreatesOrUpdates,
        test: pushCreatesOrUpdates,
        component: pushCreatesOrUpdates,
        composition: pushCreatesOrUpdates,
        componentPattern: pushCreatesOrUpdates,
        projectMapDefinition: pushCreatesOrUpdates,
        projectMapNode: pushCreatesOrUpdates,
        redirect: pushCreatesOrUpdates,
        contentType: pushCreatesOrUpdates,
        entry: pushCreatesOrUpdates,
      },
    },
  },
});
