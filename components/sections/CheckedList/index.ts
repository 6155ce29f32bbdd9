export { CheckedListWidget } from './CheckedListWidget';
export { CheckedList, type CheckedListProps } from './CheckedList';
