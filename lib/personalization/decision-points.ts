import {
  CANVAS_PERSONALIZATION_EVENT_NAME_PARAM,
  CANVAS_PERSONALIZATION_TAKE_PARAM,
  CANVAS_PERSONALIZE_SLOT,
  CANVAS_PERSONALIZE_TYPE,
  CANVAS_TEST_SLOT,
  CANVAS_TEST_TYPE,
  CANVAS_VIZ_CONTROL_PARAM,
  mapSlotToPersonalizedVariations,
  mapSlotToTestVariations,
  type ComponentInstance,
  type VisibilityParameterValue,
} from '@uniformdev/canvas';
import type { VariantMatchCriteria } from '@uniformdev/context';
import { resolveTestDistribution } from '../integrations/test-distribution';
import type { DecisionPoint } from './evaluate';

function isMatchCriteria(value: unknown): value is VariantMatchCriteria {
  return Boolean(value && typeof value === 'object' && Array.isArray((value as { crit?: unknown }).crit));
}

function text(component: ComponentInstance, name: string): string | undefined {
  const value = component.parameters?.[name]?.value;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The name a `$personalization` reports its result under (and the server and browser evaluate it by). */
export function personalizationName(component: ComponentInstance): string {
  return text(component, CANVAS_PERSONALIZATION_EVENT_NAME_PARAM) ?? component._id ?? 'personalization';
}

export function personalizationTake(component: ComponentInstance): number {
  const take = Number(component.parameters?.[CANVAS_PERSONALIZATION_TAKE_PARAM]?.value);
  return Number.isInteger(take) && take > 0 ? take : 1;
}

/** The test a `$test` runs (Uniform's `test` parameter), which names its sticky assignment. */
export function testName(component: ComponentInstance): string {
  return text(component, 'test') ?? component._id ?? 'test';
}

export function personalizationVariants(component: ComponentInstance) {
  return mapSlotToPersonalizedVariations(component.slots?.[CANVAS_PERSONALIZE_SLOT]).map((variant) => ({
    id: variant.id,
    ...(isMatchCriteria(variant.pz) ? { pz: variant.pz } : {}),
  }));
}

export function testVariants(component: ComponentInstance) {
  return resolveTestDistribution(
    mapSlotToTestVariations(component.slots?.[CANVAS_TEST_SLOT]).map((variant) => ({
      id: variant.id,
      ...(typeof variant.testDistribution === 'number' ? { testDistribution: variant.testDistribution } : {}),
      ...(variant.control ? { control: true } : {}),
    })),
  );
}

function visibilityRule(component: ComponentInstance): VisibilityParameterValue | undefined {
  const value = component.parameters?.[CANVAS_VIZ_CONTROL_PARAM]?.value;
  return value && typeof value === 'object' ? (value as VisibilityParameterValue) : undefined;
}

export interface LocatedDecisionPoint {
  component: ComponentInstance;
  point: DecisionPoint;
}

/**
 * Every choice a visitor's Context makes on a composition, in document order: each `$personalization`, each `$test`
 * and each component with visibility rules (`$viz`). The same walk numbers them for proxy.ts (which evaluates
 * them) and the page (which renders the result), so a result is just one answer per point.
 */
export function decisionPoints(composition: ComponentInstance): LocatedDecisionPoint[] {
  const found: LocatedDecisionPoint[] = [];
  const visit = (component: ComponentInstance) => {
    const rule = visibilityRule(component);
    if (rule) found.push({ component, point: { kind: 'viz', rule } });
    if (component.type === CANVAS_PERSONALIZE_TYPE) {
      found.push({
        component,
        point: {
          kind: 'pz',
          name: personalizationName(component),
          take: personalizationTake(component),
          variants: personalizationVariants(component),
        },
      });
    }
    if (component.type === CANVAS_TEST_TYPE) {
      found.push({ component, point: { kind: 'test', name: testName(component), variants: testVariants(component) } });
    }
    for (const children of Object.values(component.slots ?? {})) children.forEach(visit);
  };
  visit(composition);
  return found;
}
