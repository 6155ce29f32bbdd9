'use client';

import { useRef, type ReactNode } from 'react';
import type { EnrichmentData } from '@uniformdev/context';
import { useVisitorContext } from '../Integrations/useVisitorContext';

/** Scores a component's enrichment tags (`$enr`) in the visitor's Context once, when the component is shown. */
export function EnrichmentTags({ tags, children }: { tags: EnrichmentData[]; children: ReactNode }) {
  const scored = useRef(false);
  useVisitorContext((context) => {
    if (scored.current) return;
    scored.current = true;
    void context.update({ enrichments: tags });
  });
  return children;
}
