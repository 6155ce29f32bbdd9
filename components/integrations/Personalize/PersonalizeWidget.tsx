import { CANVAS_PERSONALIZE_SLOT } from '@uniformdev/canvas';
import { decisionFor } from '@/lib/render/context';
import {
  personalizationName,
  personalizationTake,
  personalizationVariants,
} from '@/lib/personalization/decision-points';
import type { WidgetProps } from '../../types';
import { slotNodesByPosition } from '../../rendering/Composition/slots';
import { Personalize } from './Personalize.client';

/**
 * `$personalization`: the default page shows the default variants (those without criteria); a page rendered for a
 * visitor's evaluation result (lib/personalization/visitor-route.ts) shows the variants the server chose. In the browser the
 * visitor's Context picks again as scores change.
 */
export function PersonalizeWidget({ component, context, renderSlot }: WidgetProps) {
  const decided = decisionFor(context, component, 'pz')?.shown;
  return (
    <Personalize
      name={personalizationName(component)}
      take={personalizationTake(component)}
      variants={personalizationVariants(component)}
      // Only when decided: an undefined prop would still be written into the default page's payload.
      {...(decided ? { decided } : {})}
    >
      {slotNodesByPosition(component, CANVAS_PERSONALIZE_SLOT, renderSlot(CANVAS_PERSONALIZE_SLOT))}
    </Personalize>
  );
}
