export { BreadcrumbWidget } from './BreadcrumbWidget';
export { Breadcrumb, type BreadcrumbProps } from './Breadcrumb';
