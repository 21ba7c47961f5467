import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * A box that scrolls sideways (a table wider than its column, which Infima makes its own scroll
 * box, or an element marked `data-scrolls-sideways`) can be scrolled from the keyboard only
 * if it can take the focus, and not every browser makes such boxes focusable on its own. Each one gets
 * `tabindex="0"` while its content overflows and loses it when it fits, so a table that fits is
 * not an extra stop for Tab.
 */
// Every table of the page's content: one that is not its own scroll box never overflows itself.
const SCROLLERS = 'main table, [data-scrolls-sideways]';

let observer: ResizeObserver | undefined;

function followOverflow(element: Element): void {
  if (!(element instanceof HTMLElement)) return;
  if (element.scrollWidth > element.clientWidth) element.tabIndex = 0;
  else element.removeAttribute('tabindex');
}

export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM || typeof ResizeObserver === 'undefined') return;
  observer?.disconnect();
  // Observing reports each box once at once, then whenever its size changes.
  observer = new ResizeObserver((entries) => entries.forEach((entry) => followOverflow(entry.target)));
  document.querySelectorAll(SCROLLERS).forEach((element) => observer?.observe(element));
}
