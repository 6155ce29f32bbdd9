import { EARLY_CLICKS_SCRIPT, replayEarlyClicks } from '@/lib/browser/early-clicks';

/** The inline script, run as the page runs it before any island has loaded (jsdom runs no inserted script). */
function runInlineScript() {
  new Function(EARLY_CLICKS_SCRIPT)();
}

function trigger(attributes: Record<string, string>) {
  const element = document.createElement('a');
  element.href = '#somewhere';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.textContent = 'open';
  document.body.append(element);
  return element;
}

describe('clicks made before an island has hydrated (lib/browser/early-clicks.ts)', () => {
  let cleanups: (() => void)[] = [];
  beforeAll(runInlineScript);
  afterEach(() => {
    cleanups.forEach((cleanup) => cleanup());
    cleanups = [];
    document.querySelectorAll('a').forEach((element) => element.remove());
    window.__earlyClicks!.length = 0;
  });

  const listen = (onClick: (event: MouseEvent) => void) => {
    window.addEventListener('click', onClick, true);
    cleanups.push(() => window.removeEventListener('click', onClick, true));
  };

  it('holds a click on Cookie Preferences and replays it once the island listens', () => {
    const button = trigger({ 'data-cookie-preferences': '' });
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    const seen: EventTarget[] = [];
    listen((event) => {
      event.preventDefault();
      seen.push(event.target!);
    });
    replayEarlyClicks((element) => element.matches('[data-cookie-preferences]'));
    expect(seen).toEqual([button]);
    // Replayed once only.
    replayEarlyClicks(() => true);
    expect(seen).toHaveLength(1);
  });

  it('leaves a click an island has already handled alone', () => {
    const modalLink = trigger({ 'data-modal': 'contact' });
    listen((event) => event.preventDefault());
    modalLink.click();
    expect(window.__earlyClicks).toEqual([]);
  });

  it('replays only what the island asks for, and never a trigger that has left the page', () => {
    const contact = trigger({ 'data-modal': 'contact' });
    const gone = trigger({ 'data-modal': 'contact' });
    const other = trigger({ 'data-modal': 'other' });
    [contact, gone, other].forEach((element) => element.click());
    gone.remove();

    const seen: EventTarget[] = [];
    listen((event) => {
      if ((event.target as Element).getAttribute('data-modal') !== 'contact') return;
      event.preventDefault();
      seen.push(event.target!);
    });
    replayEarlyClicks((element) => element.getAttribute('data-modal') === 'contact');
    expect(seen).toEqual([contact]);
    expect(window.__earlyClicks).toEqual([other]);
  });

  it('ignores clicks on anything else', () => {
    const plain = trigger({});
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    plain.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(window.__earlyClicks).toEqual([]);
  });

  // The menu is a popover the browser opens: React need not see a tap on it before hydration (issue 48).
  it('keeps events on the phone menu from React until the header has hydrated, then lets them through', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<header data-site-header=""><button data-menu-button="">Menu</button><div data-menu-panel=""><a href="#x">Insurance</a></div></header>',
    );
    const header = document.querySelector('[data-site-header]')!;
    const reachedDocument: string[] = [];
    const onDocument = (event: Event) => reachedDocument.push(event.type);
    for (const type of ['pointerdown', 'click', 'focusin']) document.addEventListener(type, onDocument, true);
    cleanups.push(() => {
      for (const type of ['pointerdown', 'click', 'focusin']) document.removeEventListener(type, onDocument, true);
      header.remove();
    });
    const tap = (element: Element) => {
      element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    };
    tap(document.querySelector('[data-menu-button]')!);
    document.querySelector<HTMLElement>('[data-menu-panel] a')!.focus();
    expect(reachedDocument).toEqual([]);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(reachedDocument).toEqual(['click']);

    header.setAttribute('data-hydrated', 'true');
    tap(document.querySelector('[data-menu-button]')!);
    expect(reachedDocument).toEqual(['click', 'pointerdown', 'click']);
  });
});
