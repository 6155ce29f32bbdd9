import type { WidgetProps } from '../../types';
import { boolParam, enumParam } from '@/lib/render/params';
import { bandFields, ctaParam, headingFields, richTextNode } from '../../shared/widget-fields';
import { ContentBlock } from './ContentBlock';

export const CARD_TYPES = ['none', 'card', 'outline'] as const;
export const LINK_TYPES = ['button', 'link'] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export const SET_ALIGNMENTS = ['full', 'narrow'] as const;

/** CMS layer shared by `contentBlock` and `textOnly` (same parameters, docs/behaviour.md#content-model). */
export function ContentBlockWidget({ component, context, nested }: WidgetProps) {
  return (
    <ContentBlock
      {...headingFields(component, context, 'h2')}
      {...bandFields(component, 'backgroundcolor')}
      content={richTextNode(component, 'content', context)}
      cta={ctaParam(component, 'cta', context)}
      cardType={enumParam(component, 'cardType', CARD_TYPES, 'none')}
      linkType={enumParam(component, 'linkType', LINK_TYPES, 'button')}
      textAlignment={enumParam(component, 'textAlignment', ALIGNMENTS, 'left')}
      headingUnderline={boolParam(component, 'headingUnderline')}
      borderTop={boolParam(component, 'borderTop')}
      setAlignment={enumParam(component, 'setAlignment', SET_ALIGNMENTS, 'full')}
      nested={nested}
    />
  );
}
