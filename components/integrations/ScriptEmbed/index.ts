export { ScriptEmbedWidget } from './ScriptEmbedWidget';
export { ScriptEmbed, type ScriptEmbedProps } from './ScriptEmbed';
