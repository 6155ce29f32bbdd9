export { CalloutWidget } from './CalloutWidget';
export { Callout, type CalloutProps } from './Callout';
