/* global postMessage, close */
// Runs in a worker started by first-screen.js: the browser loads its locale data on the first number or date
// formatted in a page (tens of milliseconds on a phone), and a worker's first use loads it for the whole page, off the
// main thread. The app's own first formatting then finds it loaded. Same formats as ui/format.ts.
(1234.5).toLocaleString();
new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(-3, 'minute');
new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date());
postMessage('ready');
close();
