export { AeSearchWidget } from './AeSearchWidget';
export { AeSearch, type AeSearchProps } from './AeSearch';
