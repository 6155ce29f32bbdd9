import type { ReactNode } from 'react';
import type { HeadingLevel } from '@/lib/render/params';

/** A heading at the level a `*Type` parameter asks for (a div when it names none); nothing without text. */
export function Heading(props: { level: HeadingLevel; className?: string; id?: string; children?: ReactNode }) {
  const { level, className, id, children } = props;
  if (children === undefined || children === null || children === false || children === '') return null;
  const Tag = level;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
