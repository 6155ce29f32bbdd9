import type { HeadingLevel } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import { Section } from '../../shared/Section';
import { AeFinderLoader } from './AeFinderLoader.client';
import type { FinderProps } from './types';

export interface AeSearchProps extends FinderProps {
  title?: string;
  titleLevel: HeadingLevel;
  nested: boolean;
}

/** The territory executive finder: a title, then the finder island (react-select loads only on this page). */
export function AeSearch({ title, titleLevel, nested, ...finder }: AeSearchProps) {
  return (
    <Section nested={nested}>
      <Heading level={titleLevel} className="mb-4">
        {title}
      </Heading>
      <AeFinderLoader {...finder} />
    </Section>
  );
}
