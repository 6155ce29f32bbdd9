import {
  CANVAS_PERSONALIZATION_EVENT_NAME_PARAM,
  CANVAS_PERSONALIZATION_TAKE_PARAM,
  CANVAS_PERSONALIZE_SLOT,
  mapSlotToPersonalizedVariations,
} from '@uniformdev/canvas';
import type { VariantMatchCriteria } from '@uniformdev/context';
import { numberParam, textParam } from '@/lib/params';
import type { WidgetProps } from '../types';
import { slotNodesByPosition } from '../Composition/slots';
import { Personalize, type PersonalizeVariant } from './Personalize.client';

function isMatchCriteria(value: unknown): value is VariantMatchCriteria {
  return Boolean(value && typeof value === 'object' && Array.isArray((value as { crit?: unknown }).crit));
}

/**
 * `$personalization`: the server renders the default variants (those without criteria), so the page stays static;
 * in the browser the visitor's Context picks the variants to show.
 */
export function PersonalizeWidget({ component, renderSlot }: WidgetProps) {
  const variants: PersonalizeVariant[] = mapSlotToPersonalizedVariations(
    component.slots?.[CANVAS_PERSONALIZE_SLOT],
  ).map((variant) => ({
    id: variant.id,
    ...(isMatchCriteria(variant.pz) ? { pz: variant.pz } : {}),
  }));
  return (
    <Personalize
      name={textParam(component, CANVAS_PERSONALIZATION_EVENT_NAME_PARAM) ?? component._id ?? 'personalization'}
      take={numberParam(component, CANVAS_PERSONALIZATION_TAKE_PARAM) ?? 1}
      variants={variants}
    >
      {slotNodesByPosition(component, CANVAS_PERSONALIZE_SLOT, renderSlot(CANVAS_PERSONALIZE_SLOT))}
    </Personalize>
  );
}
