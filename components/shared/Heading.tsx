import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/params';

/** A heading at the level a `*Type` parameter asks for; a div when it names no heading level. */
export function Heading({ level, className, id, children }: { level: HeadingLevel; className?: string; id?: string; children: ReactNode }) {
  const Tag = level;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
