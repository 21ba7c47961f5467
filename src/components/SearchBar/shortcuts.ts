import { useEffect } from 'react';

/** Elements where typing `/` or pressing Ctrl+K means something else. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit'].includes(
      target.type,
    );
  }
  return false;
}

function isModK(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

function isSlash(event: KeyboardEvent): boolean {
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * Ctrl+K (⌘K on Apple keyboards) and `/` focus the search box, except while the user types in another
 * field. In the search box itself `/` is just a character and Ctrl+K keeps the browser from taking it.
 */
export function useSearchShortcuts(searchInput: HTMLInputElement | null, onShortcut: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const modK = isModK(event);
      if (!modK && !isSlash(event)) return;
      const inSearchBox = event.target === searchInput;
      if (inSearchBox ? !modK : isEditable(event.target)) return;
      event.preventDefault();
      onShortcut();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [searchInput, onShortcut]);
}

/** "⌘ K" on Apple platforms, "Ctrl K" elsewhere. Only call it in the browser. */
export function shortcutLabel(): string {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘ K' : 'Ctrl K';
}
