import type { ReactNode } from 'react';
import Link from 'next/link';
import type { SitemapNode } from '@/lib/seo/sitemap-tree';
import type { HeadingLevel } from '@/lib/render/params';
import { Heading } from '../../shared/Heading';
import styles from './SitemapTree.module.scss';

function Branch({ nodes }: { nodes: SitemapNode[] }) {
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.Id}>
          <Link href={node.Path}>{node.Title}</Link>
          {node.Children.length ? <Branch nodes={node.Children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The site tree in one column, or two once more than 25 entries are collected (docs/behaviour.md#pages-and-routes). */
export function SitemapTree({
  title,
  titleLevel,
  columns,
}: {
  title?: ReactNode;
  titleLevel: HeadingLevel;
  columns: SitemapNode[][];
}) {
  return (
    <section className="section">
      <div className="container">
        {title ? <Heading level={titleLevel}>{title}</Heading> : null}
        <div className="row" data-sitemap-columns={columns.length}>
          {columns.map((column) => (
            <div className={columns.length > 1 ? 'col-md-6' : 'col-12'} key={column[0]?.Id ?? 'empty'}>
              <Branch nodes={column} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
