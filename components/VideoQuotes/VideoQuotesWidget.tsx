import type { ComponentInstance } from '@uniformdev/canvas';
import type { WidgetProps } from '../types';
import { textParam } from '@/lib/params';
import { textNode, titleFields } from '../shared/widget-fields';
import { slotComponents } from '../shared/link-slots';
import { vimeoId } from '../Video';
import { VideoQuotes, type ShortQuote } from './VideoQuotes';

/** The `quotes` slot: `shortQuote` components (quote, person, business); a quote left empty is dropped. */
function quotes(component: ComponentInstance): ShortQuote[] {
  return slotComponents(component, 'quotes', 'shortQuote').flatMap((item, index) =>
    textParam(item, 'quote')
      ? [
          {
            id: item._id ?? String(index),
            quote: textNode(item, 'quote'),
            person: textNode(item, 'person'),
            business: textNode(item, 'business'),
          },
        ]
      : [],
  );
}

/** CMS layer of video quotes: title, titleType, vimeoVideoId, videoTitle, quotes. */
export function VideoQuotesWidget({ component, context, nested }: WidgetProps) {
  return (
    <VideoQuotes
      {...titleFields(component, 'h2')}
      videoId={vimeoId(textParam(component, 'vimeoVideoId'))}
      videoTitle={textParam(component, 'videoTitle') ?? textParam(component, 'title') ?? context.t('video.untitled')}
      playLabel={context.t('video.play')}
      quotes={quotes(component)}
      nested={nested}
    />
  );
}
