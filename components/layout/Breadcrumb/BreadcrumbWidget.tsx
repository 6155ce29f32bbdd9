import type { WidgetProps } from '../../types';
import { breadcrumbTrail } from '@/lib/routing/breadcrumbs';
import { Breadcrumb } from './Breadcrumb';

/** CMS layer of the breadcrumb: no parameters; the trail comes from the page index ancestors of the page's path. */
export function BreadcrumbWidget({ context, nested }: WidgetProps) {
  return (
    <Breadcrumb
      trail={breadcrumbTrail(context.path, context.pages)}
      label={context.t('breadcrumb.label')}
      backLabel={context.t('breadcrumb.back')}
      nested={nested}
    />
  );
}
