import type { ComponentInstance } from '@uniformdev/canvas';
import type { WidgetProps } from '../../types';
import type { RenderContext } from '@/lib/render/context';
import { textParam } from '@/lib/render/params';
import { textNode, titleFields } from '../../shared/widget-fields';
import { slotComponents } from '../../shared/link-slots';
import { vimeoId } from '../../integrations/Video';
import { VideoQuotes, type ShortQuote } from './VideoQuotes';

/** The `quotes` slot: `shortQuote` components (quote, person, business); a quote left empty is dropped. */
function quotes(component: ComponentInstance, context: RenderContext): ShortQuote[] {
  return slotComponents(component, 'quotes', 'shortQuote').flatMap((item, index) =>
    textParam(item, 'quote')
      ? [
          {
            id: item._id ?? String(index),
            quote: textNode(item, 'quote', context),
            person: textNode(item, 'person', context),
            business: textNode(item, 'business', context),
          },
        ]
      : [],
  );
}

/** CMS layer of video quotes: title, titleType, vimeoVideoId, videoTitle, quotes. */
export function VideoQuotesWidget({ component, context, nested }: WidgetProps) {
  return (
    <VideoQuotes
      {...titleFields(component, context, 'h2')}
      videoId={vimeoId(textParam(component, 'vimeoVideoId'))}
      videoTitle={textParam(component, 'videoTitle') ?? textParam(component, 'title') ?? context.t('video.untitled')}
      playLabel={context.t('video.play')}
      quotes={quotes(component, context)}
      nested={nested}
    />
  );
}
