import { useShortcuts } from '../../ui/shortcuts';

/** The rows of the list on display, in order (each carries its submission id). */
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-submission]')];
const rowLink = (row: Element | undefined) => row?.querySelector<HTMLAnchorElement>('a[data-open]') ?? null;

/** The submission the keyboard acts on: the open one, else the row holding focus. */
function currentId(openId: string | null): string | null {
  if (openId) return openId;
  return document.activeElement?.closest<HTMLElement>('[data-submission]')?.dataset.submission ?? null;
}

/** The place of a submission's row in the list on display, or -1. */
export const rowIndex = (id: string) => rows().findIndex((r) => r.dataset.submission === id);

/**
 * Focuses the row link of a submission (after the list is drawn again). When it has left the list (marked as spam,
 * archived, trashed), the row now at its place `index`, or the last one, as a mail client moves to the next message.
 */
export function focusRow(id: string, index = -1) {
  const all = rows();
  const row =
    all.find((r) => r.dataset.submission === id) ?? (index >= 0 ? all[Math.min(index, all.length - 1)] : undefined);
  rowLink(row)?.focus();
}

/**
 * The inbox's mail-client keys: `j`/`k` move to the next/previous submission (opening it when one is open), `e`
 * archives, `#` moves to the trash, `s` stars, Escape closes the open one.
 */
export function useInboxKeys({
  openId,
  open,
  close,
  archive,
  trash,
  star,
}: {
  openId: string | null;
  open: (id: string) => void;
  close: () => void;
  archive: (id: string) => void;
  trash: (id: string) => void;
  star: (id: string) => void;
}) {
  const move = (step: 1 | -1) => {
    const list = rows();
    if (list.length === 0) return;
    const at = list.findIndex((r) => r.dataset.submission === currentId(openId));
    const next = list[at === -1 ? 0 : Math.min(list.length - 1, Math.max(0, at + step))]!;
    if (openId) open(next.dataset.submission!);
    else rowLink(next)?.focus();
  };
  const onCurrent = (act: (id: string) => void) => () => {
    const id = currentId(openId);
    if (id) act(id);
  };
  useShortcuts('Inbox', [
    { key: 'j', description: 'Next submission', run: () => move(1) },
    { key: 'k', description: 'Previous submission', run: () => move(-1) },
    { key: 'e', description: 'Archive', run: onCurrent(archive) },
    { key: '#', description: 'Move to the trash', run: onCurrent(trash) },
    { key: 's', description: 'Star or unstar', run: onCurrent(star) },
    { key: 'Escape', description: 'Close the submission', run: () => openId && close() },
  ]);
}
