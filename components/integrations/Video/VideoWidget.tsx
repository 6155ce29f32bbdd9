import type { WidgetProps } from '../../types';
import { enumParam, textParam } from '@/lib/render/params';
import { richTextNode, textNode } from '../../shared/widget-fields';
import { VIDEO_ALIGNMENTS, Video } from './Video';
import { vimeoId } from './vimeo';

/** CMS layer of the video (docs/behaviour.md#content-model: title, description, vimeoVideoId, columnOptions embedOnly, videoAlignment). */
export function VideoWidget({ component, context, nested }: WidgetProps) {
  const videoId = vimeoId(textParam(component, 'vimeoVideoId'));
  if (!videoId) return null;
  const columns = enumParam(component, 'columnOptions', ['withText', 'embedOnly'] as const, 'withText');
  const untitled = context.t('video.untitled');
  return (
    <Video
      title={textNode(component, 'title', context) ?? untitled}
      videoTitle={textParam(component, 'title') ?? untitled}
      playLabel={context.t('video.play')}
      description={richTextNode(component, 'description', context)}
      videoId={videoId}
      columns={columns}
      alignment={enumParam(component, 'videoAlignment', VIDEO_ALIGNMENTS, columns === 'embedOnly' ? 'center' : 'left')}
      nested={nested}
    />
  );
}
