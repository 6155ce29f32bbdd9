import { CAROUSEL } from '../constants';

/**
 * Clicks on controls that an island wires up, made before that island has hydrated: the Cookie Preferences button,
 * `data-modal` triggers and buttons marked `data-early-click` (useHeldClicks: the share menu, Print). A few bytes of inline script (EARLY_CLICKS_SCRIPT, first in the body) hold each such click
 * that no island has handled yet; the island replays the ones meant for it once its own listener is in place, so a
 * visitor on a slow phone never loses a click to a page that is still loading.
 */
export const EARLY_CLICK_TRIGGERS = '[data-cookie-preferences],[data-modal],[data-early-click]';

declare global {
  interface Window {
    __earlyClicks?: Element[];
  }
}

// Before hydration React hydrates the whole page inside the first discrete event it sees (a tap's pointerdown took
// 0.3 s at CPU 6×), so the tap waited for it. The phone menu's button and panel are the browser's own (a popover):
// until the header has hydrated, their events stop at the window, before React's listeners on the document.
const MENU_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click'].concat([
  'focusin',
  'focusout',
  'keydown',
  'keyup',
  'input',
  'change',
  'submit',
]);
const MENU_ELEMENTS = '[data-menu-button],[data-menu-panel]';
const HYDRATED_HEADER = '[data-site-header][data-hydrated]';

// An island that already handles the click (a capture listener on window, which runs first) prevents its default.
// A swipe of CAROUSEL.swipePx across a `data-early-swipe` area (a carousel not yet hydrated) clicks its
// `data-swipe="next"` or `"previous"` button, and that click is held like any other.
export const EARLY_CLICKS_SCRIPT =
  "(function(w){var d=w.document,held=w.__earlyClicks=[],x;d.addEventListener('click',function(e){" +
  `var t=e.target instanceof Element&&e.target.closest(${JSON.stringify(EARLY_CLICK_TRIGGERS)});` +
  'if(!t||e.defaultPrevented)return;e.preventDefault();held.push(t)},true);' +
  "function area(e){return e.target instanceof Element&&e.target.closest('[data-early-swipe]')}" +
  "d.addEventListener('touchstart',function(e){x=area(e)&&e.touches[0]?e.touches[0].clientX:null},{capture:true,passive:true});" +
  "d.addEventListener('touchend',function(e){var a=area(e),c=e.changedTouches[0],dx=c&&x!=null?c.clientX-x:0;x=null;" +
  `var s=dx<=-${CAROUSEL.swipePx}?'next':dx>=${CAROUSEL.swipePx}?'previous':'',b=a&&s&&a.querySelector('[data-swipe='+s+']');` +
  'if(b)b.click()},{capture:true,passive:true});' +
  `${JSON.stringify(MENU_EVENTS)}.forEach(function(n){w.addEventListener(n,function(e){var t=e.target;` +
  `if(t instanceof Element&&t.closest(${JSON.stringify(MENU_ELEMENTS)})&&!d.querySelector(${JSON.stringify(HYDRATED_HEADER)}))` +
  'e.stopPropagation()},{capture:true,passive:true})})})(window)';

/**
 * Clicks again, now that the caller's own listener is in place, each held trigger `wanted` accepts, and forgets them.
 * A trigger no longer in the document (a page navigated away from) is forgotten, never clicked.
 */
export function replayEarlyClicks(wanted: (trigger: Element) => boolean): void {
  // In place: the inline script keeps adding to this same list.
  const held = window.__earlyClicks ?? [];
  const taken = held.filter((trigger) => !trigger.isConnected || wanted(trigger));
  for (const trigger of taken) held.splice(held.indexOf(trigger), 1);
  for (const trigger of taken) if (trigger.isConnected && trigger instanceof HTMLElement) trigger.click();
}

export const isCookiePreferencesTrigger = (trigger: Element) => trigger.matches('[data-cookie-preferences]');
