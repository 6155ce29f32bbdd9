import type { LinkEntry } from '@/lib/links';
import type { RenderContext } from '@/lib/render/context';
import { CmsLink } from '../shared/CmsLink';

/** A labelled nav of link entries; the current page is marked with aria-current. */
export function NavLinks({ links, context, className, label }: { links: LinkEntry[]; context: RenderContext; className?: string; label: string }) {
  const items = links
    .map((entry) => ({ entry, link: context.resolveLink(entry.link, { targetAction: entry.targetAction, noFollow: entry.noFollow }) }))
    .filter((item) => item.entry.linkTitle && item.link);
  if (!items.length) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="list-unstyled m-0">
        {items.map(({ entry, link }) =>
          link ? (
            <li key={`${entry.linkTitle}-${link.href}`}>
              <CmsLink link={link} current={link.href === context.path}>
                {entry.linkTitle}
              </CmsLink>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}
