import type { HeadingLevel } from '@/lib/params';
import type { RenderContext } from '@/lib/render/context';
import { Heading } from '../shared/Heading';
import { Section } from '../shared/Section';
import { RichText } from '../RichText/RichText';
import styles from './ScriptEmbed.module.scss';

export interface ScriptEmbedProps {
  title?: string;
  titleLevel: HeadingLevel;
  scriptUrl: string;
  dataAttributes: Record<`data-${string}`, string>;
  fallback?: unknown;
  nested: boolean;
  context: RenderContext;
}

/**
 * A container an allow-listed script owns, with content that is there before (and without) the script. React
 * loads the async script once per page, however many embeds use it.
 */
export function ScriptEmbed({ title, titleLevel, scriptUrl, dataAttributes, fallback, nested, context }: ScriptEmbedProps) {
  return (
    <Section nested={nested}>
      <div className={styles.embed}>
        {title ? (
          <Heading level={titleLevel} className={styles.title}>
            {title}
          </Heading>
        ) : null}
        <div data-script-embed="" {...dataAttributes}>
          <RichText value={fallback} context={context} />
        </div>
      </div>
      <script src={scriptUrl} async />
    </Section>
  );
}
