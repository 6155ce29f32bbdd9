import type { WidgetProps } from '../types';
import { boolParam, enumParam, headingParam, linkEntryParam, richTextParam, textParam } from '@/lib/params';
import { BACKGROUNDS } from '../shared/Section';
import { ContentBlock } from './ContentBlock';

export const CARD_TYPES = ['none', 'card', 'outline'] as const;
export const LINK_TYPES = ['button', 'link'] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export const SET_ALIGNMENTS = ['full', 'narrow'] as const;

/** CMS layer shared by `contentBlock` and `textOnly` (same parameters, SPEC §3). */
export function ContentBlockWidget({ component, context, nested }: WidgetProps) {
  return (
    <ContentBlock
      heading={textParam(component, 'heading')}
      headingLevel={headingParam(component, 'headingType', 'h2')}
      content={richTextParam(component, 'content')}
      cta={linkEntryParam(component, 'cta')}
      cardType={enumParam(component, 'cardType', CARD_TYPES, 'none')}
      linkType={enumParam(component, 'linkType', LINK_TYPES, 'button')}
      textAlignment={enumParam(component, 'textAlignment', ALIGNMENTS, 'left')}
      anchor={textParam(component, 'anchor')}
      headingUnderline={boolParam(component, 'headingUnderline')}
      borderTop={boolParam(component, 'borderTop')}
      setAlignment={enumParam(component, 'setAlignment', SET_ALIGNMENTS, 'full')}
      background={enumParam(component, 'backgroundcolor', BACKGROUNDS, 'transparent')}
      nested={nested}
      context={context}
    />
  );
}
