export { GlossaryWidget } from './GlossaryWidget';
export { Glossary, type GlossaryProps } from './Glossary';
