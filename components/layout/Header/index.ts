export { HeaderWidget } from './HeaderWidget';
export { Header, type HeaderProps } from './Header';
