import { CANVAS_TEST_SLOT, mapSlotToTestVariations } from '@uniformdev/canvas';
import { textParam } from '@/lib/params';
import { resolveTestDistribution } from '@/lib/integrations/test-distribution';
import type { WidgetProps } from '../types';
import { slotNodesByPosition } from '../Composition/slots';
import { AbTest } from './AbTest.client';

/**
 * `$test`: an A/B test. The server renders the control (or first) variant so the page stays static; in the browser the
 * visitor's Context assigns a variant by the resolved distribution (SPEC §5) and keeps it.
 */
export function AbTestWidget({ component, renderSlot }: WidgetProps) {
  const variants = resolveTestDistribution(
    mapSlotToTestVariations(component.slots?.[CANVAS_TEST_SLOT]).map((variant) => ({
      id: variant.id,
      ...(typeof variant.testDistribution === 'number' ? { testDistribution: variant.testDistribution } : {}),
      ...(variant.control ? { control: true } : {}),
    })),
  );
  return (
    <AbTest name={textParam(component, 'test') ?? component._id ?? 'test'} variants={variants}>
      {slotNodesByPosition(component, CANVAS_TEST_SLOT, renderSlot(CANVAS_TEST_SLOT))}
    </AbTest>
  );
}
