/**
 * Moving the keyboard focus where the user now is (a new page, a new step, an error, a dialog's
 * opener). Elements that are not focusable of their own (headings, alerts) get `tabindex="-1"`:
 * reachable by script, not added to the Tab order. The sticky header is kept clear by the
 * `scroll-padding-top` in global.css, so the element scrolled into view is never under it.
 */

const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, iframe, summary, [tabindex]';

/** Focuses `element` (making it focusable by script if it is not); answers whether it took the focus. */
export function focusElement(element: HTMLElement | null | undefined, options?: FocusOptions): boolean {
  if (!element?.isConnected) return false;
  if (!element.matches(NATIVELY_FOCUSABLE)) element.setAttribute('tabindex', '-1');
  element.focus(options);
  return element.ownerDocument.activeElement === element;
}

/**
 * The control the focus should come back to after something opened from `active` closes: the
 * element itself, or for an item of a menu (which closes as it is chosen) the menu's button.
 */
export function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const button = menu?.id
    ? Array.from(document.querySelectorAll<HTMLElement>('[aria-controls]')).find(
        (element) => element.getAttribute('aria-controls') === menu.id,
      )
    : undefined;
  return button ?? active;
}

/** Nothing in particular has the focus: the page itself, or an element that has just gone. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    active === document.documentElement ||
    active.id === 'main' ||
    !active.isConnected
  );
}

/**
 * Calls `found` with the first element `find` answers, now or as soon as the DOM under `root`
 * changes so that it answers one (a screen that shows a spinner first); gives up after
 * `timeoutMs` and then calls `missing`. Answers a function that stops waiting.
 */
export function whenElement<T extends Element>(
  find: () => T | null | undefined,
  found: (element: T) => void,
  {
    root = document.body,
    timeoutMs = 5_000,
    missing,
  }: { root?: Node; timeoutMs?: number; missing?: () => void } = {},
): () => void {
  const now = find();
  if (now) {
    found(now);
    return () => undefined;
  }
  let done = false;
  const stop = () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    if (done) return;
    const element = find();
    if (!element) return;
    stop();
    found(element);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['id'] });
  const timer = window.setTimeout(() => {
    if (done) return;
    stop();
    missing?.();
  }, timeoutMs);
  return stop;
}

/**
 * The element that stands for the screen's content: inside the element marked
 * `data-focus-heading` (a wizard's current step), its first heading; otherwise the page's `<h1>`.
 */
export function pageHeading(root: ParentNode = document): HTMLElement | null {
  const main = root.querySelector<HTMLElement>('main') ?? root;
  const region = main.querySelector<HTMLElement>('[data-focus-heading]');
  if (region) return region.querySelector<HTMLElement>('h1, h2, h3');
  return main.querySelector<HTMLElement>('h1');
}

/**
 * Hands the focus back to `opener` (the control that opened a dialog). When the opener has gone
 * (Log In after signing in), to the element that now carries its id (the account menu), else to
 * the page's heading.
 */
export function restoreFocus(opener: HTMLElement | null): () => void {
  if (focusElement(opener)) return () => undefined;
  const id = opener?.id;
  const toHeading = () => {
    if (focusIsLost()) focusElement(pageHeading());
  };
  if (!id) {
    toHeading();
    return () => undefined;
  }
  return whenElement(
    () => document.getElementById(id),
    (element) => {
      if (focusIsLost() && !focusElement(element)) toHeading();
    },
    { timeoutMs: 3_000, missing: toHeading },
  );
}
