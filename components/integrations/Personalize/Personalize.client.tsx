'use client';

import { Fragment, useState, type ReactNode } from 'react';
import type { VariantMatchCriteria } from '@uniformdev/context';
import { useVisitorContext } from '../Integrations/useVisitorContext';

export interface PersonalizeVariant {
  id: string;
  pz?: VariantMatchCriteria;
}

/** Ids of the variants shown before (and without) the Context: those without criteria, up to `take`. */
export function defaultVariantIds(variants: readonly PersonalizeVariant[], take: number): string[] {
  return variants
    .filter((variant) => !variant.pz?.crit?.length)
    .slice(0, take)
    .map((variant) => variant.id);
}

/** Shows the variants the visitor's Context selects; `children` are the server-rendered variants, in slot order. */
export function Personalize({
  name,
  take,
  variants,
  decided,
  children,
}: {
  name: string;
  take: number;
  variants: PersonalizeVariant[];
  /** The variants the server chose for this visitor, when the page was rendered for their Context. */
  decided?: string[];
  children: ReactNode[];
}) {
  const [shown, setShown] = useState(() => decided ?? defaultVariantIds(variants, take));
  useVisitorContext((context) => {
    const result = context.personalize({ name, variations: variants, take });
    setShown(result.variations.map((variant) => variant.id));
  });
  return variants.map((variant, index) =>
    shown.includes(variant.id) ? <Fragment key={variant.id}>{children[index]}</Fragment> : null,
  );
}
