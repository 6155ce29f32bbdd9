import type { WidgetProps } from '../../types';
import { breadcrumbTrail } from '@/lib/routing/breadcrumbs';
import { localizedPath } from '@/lib/i18n/locales';
import { Breadcrumb } from './Breadcrumb';

/**
 * CMS layer of the breadcrumb: no parameters; the trail comes from the page index ancestors of the page's path, in the
 * page's locale (a Spanish page's trail holds only Spanish pages, each at its /es address).
 */
export function BreadcrumbWidget({ context, nested }: WidgetProps) {
  return (
    <Breadcrumb
      trail={breadcrumbTrail(context.path, context.pages).map((entry) => ({
        ...entry,
        path: localizedPath(entry.path, context.locale),
      }))}
      label={context.t('breadcrumb.label')}
      backLabel={context.t('breadcrumb.back')}
      nested={nested}
    />
  );
}
