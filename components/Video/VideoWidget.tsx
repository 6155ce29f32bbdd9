import type { WidgetProps } from '../types';
import { enumParam, richTextParam, textParam } from '@/lib/params';
import { VIDEO_ALIGNMENTS, Video } from './Video';
import { vimeoId } from './vimeo';

/** CMS layer of the video (SPEC §3: title, description, vimeoVideoId, columnOptions embedOnly, videoAlignment). */
export function VideoWidget({ component, context, nested }: WidgetProps) {
  const columns = enumParam(component, 'columnOptions', ['withText', 'embedOnly'] as const, 'withText');
  return (
    <Video
      title={textParam(component, 'title') ?? context.t('video.untitled')}
      description={richTextParam(component, 'description')}
      videoId={vimeoId(textParam(component, 'vimeoVideoId'))}
      columns={columns}
      alignment={enumParam(component, 'videoAlignment', VIDEO_ALIGNMENTS, columns === 'embedOnly' ? 'center' : 'left')}
      nested={nested}
      context={context}
    />
  );
}
