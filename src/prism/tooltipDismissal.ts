/** The class that hides a linked name's tooltip until the pointer or the focus leaves the name. */
const DISMISSED = 'code-ref--dismissed';

let installed = false;

/**
 * Escape hides the tooltip of the linked name under the pointer or with the focus, without moving
 * either (WCAG 1.4.13, content on hover or focus is dismissible); it shows again once both the
 * pointer and the focus have left that name. One set of listeners on the document serves every block.
 */
export function dismissTooltipsWithEscape(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    document
      .querySelectorAll('.code-ref:hover, .code-ref:focus-within')
      .forEach((name) => name.classList.add(DISMISSED));
  });
  // Shown again only once neither the pointer nor the focus is on the name.
  const showAgainOnLeave = (event: FocusEvent | MouseEvent): void => {
    const name = event.target instanceof Element ? event.target.closest('.code-ref') : null;
    const next = event.relatedTarget;
    if (!name || (next instanceof Node && name.contains(next))) return;
    const stillThere = event.type === 'focusout' ? name.matches(':hover') : name.contains(document.activeElement);
    if (!stillThere) name.classList.remove(DISMISSED);
  };
  document.addEventListener('focusout', showAgainOnLeave);
  document.addEventListener('mouseout', showAgainOnLeave);
}
