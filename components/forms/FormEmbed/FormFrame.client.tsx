'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIntegrationsConfig } from '../../integrations/Integrations/useIntegrationsConfig';
import { FORM_SCRIPT_DELAY_MS, USER_ID_COOKIE } from '@/lib/constants';
import { readCookie } from '@/lib/http/cookies';
import { formFrameDocument, formScriptUrl, visitorIdCookie } from '@/lib/widgets/form-embed';
import styles from './FormEmbed.module.scss';

const subscribeNever = () => () => undefined;
let cachedId: string | undefined;
/** The visitor id from the HM_UUID cookie, or a new one (stored by the component's effect, not during render). */
const clientVisitorId = () => (cachedId ??= readCookie(document.cookie, USER_ID_COOKIE.name) || crypto.randomUUID());

type FrameProps = { formName: string; title: string; loadingText: string };

/**
 * The form once the run-time settings are known: the vendor's frame when they name a form host, else `fallback`.
 * Until then (and without JavaScript) the loading message, with the fallback for visitors without JavaScript; or,
 * when the fallback is a working form of its own (`fallbackUntilKnown`), that form, replaced only by a vendor frame.
 */
export function FormFrame({
  fallback,
  fallbackUntilKnown = false,
  ...frame
}: FrameProps & { fallback: ReactNode; fallbackUntilKnown?: boolean }) {
  const config = useIntegrationsConfig();
  if (config ? !config.formHost : fallbackUntilKnown) return fallback;
  return (
    <div className={styles.embed}>
      {config?.formHost ? (
        <VendorFrame formHost={config.formHost} {...frame} />
      ) : (
        <>
          <p className={styles.loading}>{frame.loadingText}</p>
          <noscript>{fallback}</noscript>
        </>
      )}
    </div>
  );
}

/**
 * Runs the form vendor's script in an iframe of its own (srcdoc), where its document.write can build the form, and
 * loads it again a second after mount as the vendor's embed expects. The frame grows with the form.
 */
function VendorFrame({ formHost, formName, title, loadingText }: FrameProps & { formHost: string }) {
  const id = useSyncExternalStore(subscribeNever, clientVisitorId, () => '');
  const [generation, setGeneration] = useState(0);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const resizeObserver = useRef<ResizeObserver | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setGeneration(1), FORM_SCRIPT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      resizeObserver.current?.disconnect();
    };
  }, []);

  useEffect(() => {
    // Kept for a year so the form vendor sees the same visitor again.
    if (id && readCookie(document.cookie, USER_ID_COOKIE.name) !== id) document.cookie = visitorIdCookie(id);
  }, [id]);

  if (!id) return <p className={styles.loading}>{loadingText}</p>;
  const src = formScriptUrl(formHost, formName, window.location, id);
  const observe = (frame: HTMLIFrameElement) => {
    const body = frame.contentDocument?.body;
    resizeObserver.current?.disconnect();
    if (!body) return;
    resizeObserver.current = new ResizeObserver(() => setHeight(body.scrollHeight));
    resizeObserver.current.observe(body);
  };

  return (
    <iframe
      key={generation}
      title={title}
      className={styles.frame}
      srcDoc={formFrameDocument(src, title)}
      style={height ? { height } : undefined}
      onLoad={(event) => observe(event.currentTarget)}
      data-form-name={formName}
      data-form-generation={generation}
    />
  );
}
