/** How long an action may take to remove its button before focus stops being watched. */
const WATCH_MS = 30_000;

const LANDINGS = 'section, article, main, [role="region"]';

/**
 * Keeps focus on the page when an action removes the control that started it (revoking a key redraws its row
 * without the Revoke button, removing a member drops the row): once `control` is gone and focus fell to the page's
 * body, it moves to the heading of the nearest section that is still on the page (else that section itself), so
 * the keyboard goes on from where the person was instead of from the top. Focus moved anywhere else is left alone.
 */
export function keepFocusNear(control: HTMLElement): void {
  const sections: HTMLElement[] = [];
  for (let at = control.parentElement?.closest<HTMLElement>(LANDINGS); at;)
    at = (sections.push(at), at.parentElement?.closest<HTMLElement>(LANDINGS));
  const land = () => {
    const section = sections.find((s) => s.isConnected);
    const target = section?.querySelector<HTMLElement>('h1, h2, h3') ?? section;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  };
  const observer = new MutationObserver(() => {
    if (control.isConnected) return;
    observer.disconnect();
    if (!document.activeElement || document.activeElement === document.body) land();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), WATCH_MS);
}
