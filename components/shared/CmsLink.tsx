import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ResolvedLink } from '@/lib/routing/links';

/**
 * The props that are set: an undefined prop of a link still takes about 20 bytes of the page's RSC payload
 * (`"rel":"$undefined"`), four of them on each of the eighty-odd links of a page.
 */
function withoutUndefined<T extends object>(props: T): Partial<T> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Renders a resolved content link: next/link for internal pages, a plain anchor for everything else; an empty link
 * slot's placeholder in the canvas as its contents alone.
 */
export function CmsLink({
  link,
  className,
  children,
  ariaLabel,
  current,
}: {
  link: ResolvedLink;
  className?: string;
  children: ReactNode;
  ariaLabel?: string;
  current?: boolean;
}) {
  const common = withoutUndefined({
    className,
    target: link.target,
    rel: link.rel,
    'aria-label': ariaLabel,
    'aria-current': current ? ('page' as const) : undefined,
  });
  if (link.kind === 'placeholder') return <>{children}</>;
  if (link.kind === 'internal') {
    return (
      <Link href={link.href} {...common}>
        {children}
      </Link>
    );
  }
  if (link.kind === 'modal') {
    return (
      <a href={link.href} data-modal={link.modalName} aria-haspopup="dialog" {...common}>
        {children}
      </a>
    );
  }
  return (
    <a href={link.href} {...common}>
      {children}
    </a>
  );
}
