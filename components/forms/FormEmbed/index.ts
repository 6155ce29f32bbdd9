export { FormEmbedWidget, FormWithAsideWidget } from './FormEmbedWidget';
export { FormEmbed } from './FormEmbed';
