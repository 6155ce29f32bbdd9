import type { WidgetProps } from '../../types';
import { headingParam, textParam } from '@/lib/render/params';
import { RichText } from '../../rendering/RichText/RichText';
import { richTextNode } from '../../shared/widget-fields';
import { Faq } from './Faq';

/** CMS layer of faq: question, questionType (H1 to H6, else a div; h3 by default), answer. */
export function FaqWidget({ component, context, nested }: WidgetProps) {
  const question = textParam(component, 'question');
  if (!question) return null;
  return (
    <Faq
      question={question}
      questionLevel={headingParam(component, 'questionType', 'h3')}
      answer={<RichText>{richTextNode(component, 'answer', context)}</RichText>}
      nested={nested}
    />
  );
}
