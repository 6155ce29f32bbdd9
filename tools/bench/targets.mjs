/**
 * The targets of issue 51 under real throttling, one row per page and build, each figure with its limit: LCP ≤ 1.1×
 * the page's own floor (the page without scripts), hydration ≤ 1.3× the empty page's, every control usable ≤ 300 ms
 * after hydration and no tap lost, scripts on the wire ≤ 1.2× the empty page's, main-thread work ≤ 1.5× the empty
 * page's. Printed, never asserted (the bench asserts nothing).
 */
import { ratio } from './lib.mjs';

const LIMITS = { lcp: 1.1, hydration: 1.3, controlMs: 300, scripts: 1.2, mainThread: 1.5 };

const mark = (value, limit) => (value == null ? '—' : `${value}${value <= limit ? ' ✓' : ' ✗'}`);

function slowPhoneCells(byTarget, label, name, cpu) {
  const page = byTarget[label]?.[name];
  if (!page) return {};
  const { empty, floor, taps } = byTarget;
  const controls = Object.values(page.controlsAfterHydration);
  const lastControl = controls.length ? Math.max(...controls.map((item) => item.median ?? Infinity)) : null;
  const never = controls.reduce((sum, item) => sum + item.neverUsable, 0);
  const lost = Object.values(taps?.[label] ?? {}).reduce((sum, item) => sum + item.lost, 0);
  const tapped = Object.values(taps?.[label] ?? {}).reduce((sum, item) => sum + item.taps, 0);
  return {
    [`LCP×floor ${cpu}×`]: mark(ratio(page.lcp.median, floor?.[name]?.lcp.median), LIMITS.lcp),
    [`hydr.×empty ${cpu}×`]: mark(ratio(page.hydration.median, empty.hydration.median), LIMITS.hydration),
    [`controls +ms ${cpu}×`]: `${mark(lastControl === null ? null : Math.round(lastControl), LIMITS.controlMs)}${never ? ` (${never} never)` : ''}`,
    [`taps lost ${cpu}×`]: tapped ? `${lost}/${tapped}` : '—',
    [`JS×empty ${cpu}×`]: mark(ratio(page.scriptKB.median, empty.scriptKB.median), LIMITS.scripts),
    [`main×empty ${cpu}×`]: mark(ratio(page.mainThread.total.median, empty.mainThread.total.median), LIMITS.mainThread),
  };
}

/** Prints the table of issue 51's targets from a bench run's results, for the pages `names`. */
export function printTargets(results, names) {
  const lighthouse = results.lighthouse;
  const labels = ['shipped', 'previous'];
  const rows = {};
  for (const name of names)
    for (const label of labels) {
      const lhName = label === 'shipped' ? name : `${name}Previous`;
      const lh = lighthouse?.[lhName];
      const slowPhone = Object.entries(results.slowPhone ?? {}).reduce(
        (cells, [cpu, byTarget]) => ({ ...cells, ...slowPhoneCells(byTarget, label, name, cpu) }),
        {},
      );
      if (!lh && !Object.keys(slowPhone).length) continue;
      rows[`${name} ${label}`] = {
        'LH LCP×floor': mark(ratio(lh?.lcpMs, lighthouse?.[`${name}WithoutScripts`]?.lcpMs), LIMITS.lcp),
        'LH main×empty': mark(
          ratio(lh?.mainThreadMs?.total, lighthouse?.baseline?.mainThreadMs?.total),
          LIMITS.mainThread,
        ),
        ...slowPhone,
      };
    }
  console.log(
    'Issue 51 targets under real throttling (Lighthouse DevTools throttling; slow phone at each CPU rate, Slow 4G), medians; ✓ within the limit:',
  );
  console.log(
    `  limits: LCP ≤ ${LIMITS.lcp}× floor, hydration ≤ ${LIMITS.hydration}× empty, controls ≤ ${LIMITS.controlMs} ms after hydration and no tap lost, scripts ≤ ${LIMITS.scripts}× empty, main thread ≤ ${LIMITS.mainThread}× empty`,
  );
  console.table(rows);
}
