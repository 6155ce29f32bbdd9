import type { WidgetProps } from '../../types';
import type { ContentEntry } from '@/lib/content/types';
import type { RenderContext } from '@/lib/render/context';
import { getEntries, getTranslations } from '@/lib/content';
import { combineStateOptions } from '@/lib/widgets/ae-search';
import { selectEntries } from '@/lib/render/entry-refs';
import { headingParam, textParam, toImageAsset } from '@/lib/render/params';
import { fieldsLinkEntry } from '@/lib/routing/links';
import { AeSearch } from './AeSearch';
import type { ExecutiveCard } from './types';

function stringList(value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function toExecutiveCard(entry: ContentEntry, context: RenderContext): ExecutiveCard {
  const { fields } = entry;
  const photo = Array.isArray(fields.aePhoto) ? fields.aePhoto[0] : fields.aePhoto;
  const button = fieldsLinkEntry(fields, 'aeButton');
  const link = button
    ? context.resolveLink(button.link, { targetAction: button.targetAction, noFollow: button.noFollow })
    : undefined;
  return {
    id: entry.id,
    stateSelector: stringList(fields.stateSelector),
    name: typeof fields.aeName === 'string' ? fields.aeName : entry.name,
    description: typeof fields.aeDescription === 'string' ? fields.aeDescription : undefined,
    photo: toImageAsset(photo),
    button: link && button?.linkTitle ? { title: button.linkTitle, link } : undefined,
  };
}

/**
 * CMS layer of aeSearch. aeSearchDropdown names translation entries whose phrases hold JSON snippets of the state
 * list; accountExecs references accountExecutive entries (all of them when empty). Every string is a parameter or a
 * translation phrase.
 */
export async function AeSearchWidget({ component, context, nested }: WidgetProps) {
  const [translations, entries] = await Promise.all([
    getTranslations(context.preview),
    getEntries('accountExecutive', context.preview),
  ]);
  const phrases = stringList(component.parameters?.aeSearchDropdown?.value).map((name) => translations[name] ?? '');
  const executives = selectEntries(entries, component.parameters?.accountExecs?.value).map((entry) =>
    toExecutiveCard(entry, context),
  );
  const { t } = context;
  return (
    <AeSearch
      title={textParam(component, 'title')}
      titleLevel={headingParam(component, 'titleType', 'h2')}
      nested={nested}
      states={combineStateOptions(phrases)}
      executives={executives}
      labels={{
        state: t('aeSearch.state-label'),
        placeholder: textParam(component, 'aeSearchPlaceholder') ?? t('select.placeholder'),
        go: textParam(component, 'goButton') ?? t('aeSearch.go-button'),
        helperText: textParam(component, 'helperText'),
        stateRequired: textParam(component, 'stateRequired') ?? t('aeSearch.state-required'),
        zipInvalid: t('aeSearch.zip-invalid'),
        noOptions: t('select.no-options'),
        loading: t('select.loading'),
        processing: t('aeSearch.processing'),
        resultsHeading: t('aeSearch.results-heading'),
        resultsCount: t('aeSearch.results-count'),
        noResults: t('aeSearch.no-results'),
      }}
    />
  );
}
