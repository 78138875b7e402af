import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useShortcutGroups, useShortcuts } from '../../ui/shortcuts';

/** `?` opens the list of the keyboard shortcuts of the screens on display. */
export function ShortcutHelp() {
  const [open, setOpen] = useState(false);
  useShortcuts('Anywhere', [{ key: '?', description: 'Show these keyboard shortcuts', run: () => setOpen(true) }]);
  const groups = useShortcutGroups();
  return (
    <Dialog open={open} title="Keyboard shortcuts" onClose={() => setOpen(false)}>
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h3>{group.title}</h3>
          <dl className="shortcuts">
            {group.shortcuts.map((s) => (
              <div key={s.key}>
                <dt>
                  <kbd>{s.key}</kbd>
                </dt>
                <dd>{s.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <div className="row dialog-actions">
        <button type="button" data-autofocus="" onClick={() => setOpen(false)}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
