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
  children,
}: {
  name: string;
  variants: AbTestVariant[];
  children: ReactNode[];
}) {
  const [shown, setShown] = useState(() => (variants.find((variant) => variant.control) ?? variants[0])?.id);
  useVisitorContext((context) => {
    const { result } = context.test({ name, variations: variants });
    if (result) setShown(result.id);
  });
  return variants.map((variant, index) =>
    variant.id === shown ? <Fragment key={variant.id}>{children[index]}</Fragment> : null,
  );
}
