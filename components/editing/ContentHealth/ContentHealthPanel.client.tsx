'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import type { HealthProblem } from '@/lib/content-health/index.mjs';
import { useCanvasChannel, type OpenChannel } from '@/lib/editing/useCanvasChannel';
import styles from './ContentHealthPanel.module.scss';

type Channel = OpenChannel['channel'];

/** The health endpoint's address for this page, with the preview's release when the address has one. */
function healthUrl(location: Location): string {
  const query = new URLSearchParams({ path: location.pathname });
  const release = new URLSearchParams(location.search).get('releaseId');
  if (release) query.set('releaseId', release);
  return `/api/preview/health?${query}`;
}

/**
 * The content-health panel of the canvas preview (loaded by CanvasEditingBridge, so only a page in the canvas ever
 * downloads it): a disclosure whose handle counts the problems of the composition open in the canvas, each a button
 * that selects its component (and parameter) in the canvas with the SDK's `select-component` / `select-parameter`.
 */
export function ContentHealthPanel() {
  const [problems, setProblems] = useState<HealthProblem[] | undefined>();
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<Channel | undefined>();
  const listId = useId();

  const load = useCallback(() => {
    fetch(healthUrl(window.location), { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ problems: HealthProblem[] }>) : undefined))
      .then((body) => setProblems(body?.problems ?? []))
      .catch(() => setProblems([]));
  }, []);
  useEffect(load, [load]);
  const subscribe = useCallback(
    (open: OpenChannel) => {
      setChannel(open.channel);
      const off = open.channel.on('editor-state-updated', load);
      return () => {
        off();
        setChannel(undefined);
      };
    },
    [load],
  );
  useCanvasChannel(subscribe);

  if (!problems) return null;
  const select = (problem: HealthProblem) => {
    if (!channel || !problem.componentId) return;
    channel.selectComponent(problem.componentId);
    if (problem.parameter)
      channel.selectParameter({ componentId: problem.componentId, parameterId: problem.parameter });
  };
  const count = `${problems.length} content ${problems.length === 1 ? 'problem' : 'problems'}`;
  return (
    <section className={styles.panel} aria-label="Content health" data-content-health="">
      <button
        type="button"
        className={styles.handle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {count}
      </button>
      <div id={listId} hidden={!open} className={styles.body}>
        {problems.length === 0 ? (
          <p className={styles.none}>No problems found on this page.</p>
        ) : (
          <ul className={styles.list}>
            {problems.map((problem) => (
              <li key={`${problem.path}|${problem.rule}|${problem.message}`}>
                <button type="button" className={styles.item} onClick={() => select(problem)}>
                  <span className={styles.where}>
                    {problem.componentName}
                    {problem.parameter ? ` · ${problem.parameter}` : ''}
                  </span>
                  <span>{problem.message}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
