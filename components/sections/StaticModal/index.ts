export { StaticModalWidget } from './StaticModalWidget';
export { StaticModal, type StaticModalProps } from './StaticModal';
