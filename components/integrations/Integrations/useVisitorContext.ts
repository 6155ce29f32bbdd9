'use client';

import { useEffect, useRef } from 'react';
import type { Context } from '@uniformdev/context';
import { onVisitorContext, wantVisitorContext } from '@/lib/integrations/visitor-context-bus';

/** Runs `decide` once the visitor's Context exists and again whenever its scores or quirks change. */
export function useVisitorContext(decide: (context: Context) => void) {
  const latest = useRef(decide);
  useEffect(() => {
    latest.current = decide;
  });
  useEffect(() => {
    wantVisitorContext();
    let context: Context | undefined;
    const run = () => {
      if (context) latest.current(context);
    };
    const stop = onVisitorContext((created) => {
      context = created;
      run();
      created.events.on('scoresUpdated', run);
      created.events.on('quirksUpdated', run);
    });
    return () => {
      stop();
      context?.events.off('scoresUpdated', run);
      context?.events.off('quirksUpdated', run);
    };
  }, []);
}
