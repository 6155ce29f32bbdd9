import { uniformConfig } from '@uniformdev/cli/config';

/**
 * `npx uniform sync push` / `sync pull`: content/ is exactly what `sync pull` writes, one folder per entity type,
 * JSON files named by id. Only the entity types the site uses are listed, so a push never touches the others
 * (patterns, assets, data types, enrichments, aggregates, quirks, workflows, webhooks, ...).
 */
export default uniformConfig({
  preset: 'none',
  config: {
    serialization: {
      directory: './content',
      format: 'json',
      mode: 'mirror',
      entitiesConfig: {
        locale: {},
        signal: {},
        test: {},
        component: {},
        composition: { publish: true },
        projectMapDefinition: {},
        projectMapNode: {},
        redirect: {},
        contentType: {},
        entry: { publish: true },
      },
    },
  },
});
