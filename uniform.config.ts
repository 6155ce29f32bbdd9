import { uniformConfig } from '@uniformdev/cli/config';

/**
 * `npx uniform sync push` / `sync pull`: content/ is exactly what `sync pull` writes, one folder per entity type,
 * JSON files named by id. Only the entity types the site uses are listed (component patterns included; composition
 * and entry patterns are not used), so a push never touches the others (assets, data types, enrichments, aggregates,
 * quirks, workflows, webhooks, ...).
 *
 * A pull mirrors the project (content/ loses what the project no longer has); a push only creates and updates
 * (`createOrUpdate`): what marketers made in Uniform and a checkout does not have yet is never deleted by a push.
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
        composition: { publish: true, ...pushCreatesOrUpdates },
        componentPattern: { publish: true, ...pushCreatesOrUpdates },
        projectMapDefinition: pushCreatesOrUpdates,
        projectMapNode: pushCreatesOrUpdates,
        redirect: pushCreatesOrUpdates,
        contentType: pushCreatesOrUpdates,
        entry: { publish: true, ...pushCreatesOrUpdates },
      },
    },
  },
});
