declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The data-layer pageview of docs/behaviour.md#outside-services: page, action, page_location, page_title, page_referrer. */
export function pushPageview(referrer: string) {
  const url = new URL(window.location.href);
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'pageview',
    page: url.pathname,
    action: url.searchParams.get('action') ?? 'view',
    page_location: url.href,
    page_title: document.title,
    page_referrer: referrer,
  });
}

/** Loads the tag manager container once, after the page has loaded and the browser is idle. */
export function loadTagManager(gtmId: string) {
  if (document.querySelector('script[data-tag-manager]')) return;
  const inject = () => {
    window.dataLayer ??= [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    script.dataset.tagManager = '';
    document.head.appendChild(script);
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(inject, { timeout: 3000 });
    else window.setTimeout(inject, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
