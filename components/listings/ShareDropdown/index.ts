export { ShareDropdown, type ShareDropdownProps, type ShareItem } from './ShareDropdown.client';
