import type { MouseEvent } from 'react';

const refuse = (e: MouseEvent) => {
  e.preventDefault();
  e.stopPropagation();
};

/**
 * A control while its action runs: announced and drawn as unavailable, refusing clicks (and the Enter that submits
 * its form, which is a click on the form's button), but keeping focus. `disabled` drops the focus to the page's body
 * the moment the action starts (Chromium blurs a disabled element), so after every Save the keyboard started again
 * from the top of the page.
 */
export const busy = (pending: boolean) => (pending ? ({ 'aria-disabled': true, onClickCapture: refuse } as const) : {});
