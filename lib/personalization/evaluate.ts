import {
  createQuirksVisibilityRule,
  evaluateNodeVisibilityParameter,
  type VisibilityParameterValue,
} from '@uniformdev/canvas';
import type { Context, VariantMatchCriteria } from '@uniformdev/context';

/** The first path segment of a page rendered for one evaluation result; the front door answers 404 to it from outside. */
export const VARIANT_SEGMENT = '_pz';

export type DecisionPoint =
  | { kind: 'pz'; name: string; take: number; variants: { id: string; pz?: VariantMatchCriteria }[] }
  | { kind: 'test'; name: string; variants: { id: string; testDistribution: number; control?: boolean }[] }
  | { kind: 'viz'; rule: VisibilityParameterValue };

export type Decision =
  { kind: 'pz'; shown: string[] } | { kind: 'test'; shown: string | undefined } | { kind: 'viz'; visible: boolean };

const NONE = 'n';

/**
 * Runs Uniform's own evaluation (Context.personalize, Context.test, the quirks visibility rule) over a page's decision
 * points and writes the result as a short key: one answer per point, `-` between them (`1-0`: the second
 * personalization variant, the first test variant). A page with N points has a bounded, known set of keys.
 */
export function evaluateKey(points: readonly DecisionPoint[], context: Context): string {
  const rules = createQuirksVisibilityRule(context.quirks);
  return points
    .map((point) => {
      if (point.kind === 'viz') {
        return evaluateNodeVisibilityParameter({ parameter: point.rule, rules }) === false ? '0' : '1';
      }
      if (point.kind === 'test') {
        const { result } = context.test({ name: point.name, variations: point.variants });
        const index = result ? point.variants.findIndex((variant) => variant.id === result.id) : -1;
        return index < 0 ? NONE : String(index);
      }
      const { variations } = context.personalize({ name: point.name, variations: point.variants, take: point.take });
      const indexes = variations
        .map((shown) => point.variants.findIndex((variant) => variant.id === shown.id))
        .filter((index) => index >= 0)
        .sort((a, b) => a - b);
      return indexes.length ? indexes.join('.') : NONE;
    })
    .join('-');
}

function decodeIndex(answer: string, count: number): number | undefined {
  if (!/^(0|[1-9]\d{0,3})$/.test(answer)) return undefined;
  const index = Number(answer);
  return index < count ? index : undefined;
}

/**
 * The decisions a key names for these points, or undefined when it is not a key `evaluateKey` could have written for
 * them (wrong count, an index out of range, not in canonical form): such a key never gets a page of its own.
 */
export function decodeKey(points: readonly DecisionPoint[], key: string): Decision[] | undefined {
  const answers = key.split('-');
  if (points.length === 0 || answers.length !== points.length) return undefined;
  const decisions: Decision[] = [];
  for (const [position, point] of points.entries()) {
    const answer = answers[position] ?? '';
    if (point.kind === 'viz') {
      if (answer !== '0' && answer !== '1') return undefined;
      decisions.push({ kind: 'viz', visible: answer === '1' });
    } else if (point.kind === 'test') {
      const index = answer === NONE ? undefined : decodeIndex(answer, point.variants.length);
      if (answer !== NONE && index === undefined) return undefined;
      decisions.push({ kind: 'test', shown: index === undefined ? undefined : point.variants[index]?.id });
    } else {
      const indexes = answer === NONE ? [] : answer.split('.').map((part) => decodeIndex(part, point.variants.length));
      if (indexes.some((index) => index === undefined) || indexes.length > point.take) return undefined;
      const sorted = indexes as number[];
      if (sorted.some((index, at) => at > 0 && index <= (sorted[at - 1] ?? -1))) return undefined;
      decisions.push({ kind: 'pz', shown: sorted.map((index) => point.variants[index]?.id ?? '') });
    }
  }
  return decisions;
}
