import { getContextManifest, getGlobalComposition } from '@/lib/content';
import type { RenderContext } from '@/lib/render/context';
import { renderComponent } from '../../rendering/Composition/renderComponent';
import { Integrations as IntegrationsIsland } from './Integrations.client';

/**
 * Mounted once in the root layout: the integrations island (with its interface strings and the Context manifest of
 * the content source) and the
 * `global-integrations` composition, which holds site-wide CMS-configured integrations such as the bot check.
 */
export async function Integrations({ context }: { context: RenderContext }) {
  const [composition, manifest] = await Promise.all([
    getGlobalComposition('global-integrations', context.preview),
    getContextManifest(context.preview),
  ]);
  const { t } = context;
  return (
    <>
      <IntegrationsIsland
        manifest={manifest}
        labels={{
          title: t('consent.title'),
          body: t('consent.body'),
          granted: t('consent.status-granted'),
          notGranted: t('consent.status-not-granted'),
          allow: t('consent.allow'),
          withdraw: t('consent.withdraw'),
          close: t('consent.close'),
        }}
      />
      {composition ? renderComponent(composition, context) : null}
    </>
  );
}
