import type { WidgetProps } from '../../types';
import { textParam } from '@/lib/render/params';
import { richTextNode, titleFields } from '../../shared/widget-fields';
import { allowedScriptHosts, allowedScriptUrl, embedDataAttributes } from '@/lib/widgets/script-embed';
import { ScriptEmbed } from './ScriptEmbed';

/**
 * CMS layer of the script embed: title, titleType, scriptUrl, scriptData (JSON of strings, passed as data-*
 * attributes), fallbackContent. A script from a host that is not allow-listed renders nothing and is logged.
 */
export function ScriptEmbedWidget({ component, context, nested }: WidgetProps) {
  const requested = textParam(component, 'scriptUrl');
  const scriptUrl = allowedScriptUrl(requested, allowedScriptHosts());
  if (!scriptUrl) {
    console.warn(
      JSON.stringify({
        level: 'Warning',
        message: 'Script embed refused: host not allow-listed',
        scriptUrl: requested ?? '',
        path: context.path,
      }),
    );
    return null;
  }
  return (
    <ScriptEmbed
      {...titleFields(component, context, 'h2')}
      scriptUrl={scriptUrl}
      dataAttributes={embedDataAttributes(component.parameters?.scriptData?.value)}
      fallback={richTextNode(component, 'fallbackContent', context)}
      nested={nested}
    />
  );
}
