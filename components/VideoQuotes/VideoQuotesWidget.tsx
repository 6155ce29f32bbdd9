import type { ComponentInstance } from '@uniformdev/canvas';
import type { WidgetProps } from '../types';
import { textParam } from '@/lib/params';
import { titleFields } from '../shared/widget-fields';
import { vimeoId } from '../Video';
import { VideoQuotes, type ShortQuote } from './VideoQuotes';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The `quotes` parameter: a JSON list of {quote, person, business}; items without a quote are dropped. */
function quotesParam(component: ComponentInstance): ShortQuote[] {
  const value = component.parameters?.quotes?.value;
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Record<string, unknown>) => {
    const quote = text(item?.quote);
    return quote ? [{ quote, person: text(item.person), business: text(item.business) }] : [];
  });
}

/** CMS layer of video quotes: title, titleType, vimeoVideoId, videoTitle, quotes. */
export function VideoQuotesWidget({ component, context, nested }: WidgetProps) {
  return (
    <VideoQuotes
      {...titleFields(component, context, 'h2')}
      videoId={vimeoId(textParam(component, 'vimeoVideoId'))}
      videoTitle={textParam(component, 'videoTitle') ?? textParam(component, 'title') ?? context.t('video.untitled')}
      playLabel={context.t('video.play')}
      quotes={quotesParam(component)}
      nested={nested}
    />
  );
}
