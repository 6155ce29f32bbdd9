'use client';

import { Fragment, useState, type ReactNode } from 'react';
import { useVisitorContext } from '../Integrations/useVisitorContext';

export interface AbTestVariant {
  id: string;
  testDistribution: number;
  control?: boolean;
}

/** Shows the variant the visitor's Context assigns; `children` are the server-rendered variants, in slot order. */
export function AbTest({
  name,
  variants,
  decided,
  children,
}: {
  name: string;
  variants: AbTestVariant[];
  /** The variant the server assigned this visitor (and stored in the Context cookie), when it rendered for them. */
  decided?: string;
  children: ReactNode[];
}) {
  const [shown, setShown] = useState(() => decided ?? (variants.find((variant) => variant.control) ?? variants[0])?.id);
  useVisitorContext((context) => {
    // The browser's Context adopts the server's assignment, as Uniform's ContextTestTransfer does.
    if (decided && context.getTestVariantId(name) !== decided) context.setTestVariantId(name, decided);
    const { result } = context.test({ name, variations: variants });
    if (result) setShown(result.id);
  });
  return variants.map((variant, index) =>
    variant.id === shown ? <Fragment key={variant.id}>{children[index]}</Fragment> : null,
  );
}
