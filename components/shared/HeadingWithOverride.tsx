import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';
import { RichText } from '../rendering/RichText/RichText';
import { Heading } from './Heading';

/** A heading whose plain text an editor may replace with rich text (a `headingOverride` parameter). */
export function HeadingWithOverride(props: {
  level: HeadingLevel;
  className?: string;
  text: ReactNode;
  override: ReactNode;
  overrideClassName?: string;
}) {
  const { level, className, text, override, overrideClassName } = props;
  return (
    <Heading level={level} className={className}>
      {override ? <RichText className={overrideClassName}>{override}</RichText> : text}
    </Heading>
  );
}
