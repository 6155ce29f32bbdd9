import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { Section } from '../../shared/Section';
import { RichText } from '../../rendering/RichText/RichText';
import styles from './ScriptEmbed.module.scss';

export interface ScriptEmbedProps {
  title?: ReactNode;
  titleLevel: HeadingLevel;
  scriptUrl: string;
  dataAttributes: Record<`data-${string}`, string>;
  fallback?: ReactNode;
  nested: boolean;
}

const NOTHING = { __html: '' };

/**
 * A container an allow-listed script owns (scripts write into its [data-embed-mount] node), with content that is there before (and without) the script. React
 * loads the async script once per page, however many embeds use it.
 */
export function ScriptEmbed({ title, titleLevel, scriptUrl, dataAttributes, fallback, nested }: ScriptEmbedProps) {
  return (
    <Section nested={nested}>
      <div className={styles.embed}>
        <Heading level={titleLevel} className={styles.title}>
          {title}
        </Heading>
        <div data-script-embed="" {...dataAttributes}>
          <RichText>{fallback}</RichText>
          {/* The script writes into this node. React renders it empty and leaves its contents alone, so what the
              script adds before or after hydration is never a hydration mismatch. */}
          <div data-embed-mount="" dangerouslySetInnerHTML={NOTHING} suppressHydrationWarning />
        </div>
      </div>
      <script src={scriptUrl} async />
    </Section>
  );
}
