'use client';

import { usePathname } from 'next/navigation';
import { counterpartPath, type LanguageChoice } from '@/lib/i18n/counterpart';

/**
 * The link to the other language: this page's counterpart, or the nearest section index that has one, or that
 * language's home page. A plain link (moving between languages is a full page load between root layouts); the choice
 * is the address itself, so nothing is stored and no cookie banner changes. Rendered on the server with the page's own
 * path, so crawlers and visitors without JavaScript get the same link.
 */
export function LanguageSwitch({ choice, className }: { choice: LanguageChoice; className?: string }) {
  const href = counterpartPath(usePathname() ?? '/', choice);
  return (
    <a className={className} href={href} hrefLang={choice.locale} lang={choice.locale.slice(0, 2)}>
      {choice.label}
    </a>
  );
}
