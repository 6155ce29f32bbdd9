import { ctaKey, type Cta } from '../../shared/CtaLink';
import { CmsLink } from '../../shared/CmsLink';

/** A labelled nav of links; the current page is marked with aria-current. Nothing without links. */
export function NavLinks({ links, className, label }: { links: Cta[]; className?: string; label: string }) {
  if (!links.length) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="list-unstyled m-0">
        {links.map((link) => (
          <li key={ctaKey(link)}>
            <CmsLink link={link} current={link.current}>
              {link.label}
            </CmsLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
