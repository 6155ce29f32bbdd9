export { FooterWidget } from './FooterWidget';
export { Footer, type FooterProps, type FooterColumn, type SocialLink } from './Footer';
