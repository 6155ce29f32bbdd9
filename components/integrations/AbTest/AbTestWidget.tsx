import { CANVAS_TEST_SLOT } from '@uniformdev/canvas';
import { decisionFor } from '@/lib/render/context';
import { testName, testVariants } from '@/lib/personalization/decision-points';
import type { WidgetProps } from '../../types';
import { slotNodesByPosition } from '../../rendering/Composition/slots';
import { AbTest } from './AbTest.client';

/**
 * `$test`: an A/B test. The default page shows the control (or first) variant; a page rendered for a visitor's
 * evaluation result shows the variant the server assigned (sticky in the Context cookie from that first page). In the
 * browser the visitor's Context keeps that assignment and reports the result.
 */
export function AbTestWidget({ component, context, renderSlot }: WidgetProps) {
  const decided = decisionFor(context, component, 'test')?.shown;
  return (
    <AbTest name={testName(component)} variants={testVariants(component)} {...(decided ? { decided } : {})}>
      {slotNodesByPosition(component, CANVAS_TEST_SLOT, renderSlot(CANVAS_TEST_SLOT))}
    </AbTest>
  );
}
