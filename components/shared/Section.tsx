import type { ReactNode } from 'react';

export const BACKGROUNDS = ['transparent', 'white', 'cream', 'green-light', 'green'] as const;
export type Background = (typeof BACKGROUNDS)[number];

const BACKGROUND_CLASS: Record<Background, string> = {
  transparent: '',
  white: 'bg-white',
  cream: 'bg-cream',
  'green-light': 'bg-green-light',
  green: 'bg-primary text-white',
};

/**
 * A page band: vertical rhythm, background and container. Nested widgets (inside another widget's slot) render
 * their content bare, so a section never holds a second container.
 */
export function Section({
  nested,
  background = 'transparent',
  id,
  className = '',
  borderTop = false,
  children,
}: {
  nested: boolean;
  background?: Background;
  id?: string;
  className?: string;
  borderTop?: boolean;
  children: ReactNode;
}) {
  if (nested) {
    return (
      <div id={id} className={`${BACKGROUND_CLASS[background]} ${className}`.trim() || undefined}>
        {children}
      </div>
    );
  }
  return (
    <section
      id={id}
      className={`section ${BACKGROUND_CLASS[background]} ${borderTop ? 'border-top' : ''} ${className}`
        .replace(/\s+/g, ' ')
        .trim()}
    >
      <div className="container">{children}</div>
    </section>
  );
}
