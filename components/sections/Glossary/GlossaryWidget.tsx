import type { WidgetProps } from '../../types';
import { getEntries } from '@/lib/content';
import { headingParam, textParam } from '@/lib/render/params';
import { RichText, renderRichText } from '../../rendering/RichText/RichText';
import { Glossary } from './Glossary';
import { selectEntries } from '@/lib/render/entry-refs';

/**
 * CMS layer of glossary: title, titleType and items (references to glossaryItem entries, in the order given; all
 * glossary items when none are chosen). Each item's title and rich-text body become one term.
 */
export async function GlossaryWidget({ component, context, nested }: WidgetProps) {
  const entries = selectEntries(await getEntries('glossaryItem', context.preview), component.parameters?.items?.value);
  const terms = entries
    .filter((entry) => typeof entry.fields.title === 'string' && entry.fields.title)
    .map((entry) => ({
      id: entry.id,
      title: String(entry.fields.title),
      body: <RichText>{renderRichText(entry.fields.body, context)}</RichText>,
    }));
  return (
    <Glossary
      title={textParam(component, 'title')}
      titleLevel={headingParam(component, 'titleType', 'h2')}
      terms={terms}
      tabsLabel={context.t('glossary.terms-label')}
      selectLabel={context.t('glossary.choose-term')}
      indexLabel={context.t('glossary.letter-index')}
      nested={nested}
    />
  );
}
