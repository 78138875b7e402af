/* global document, location, Worker, PerformanceObserver, setTimeout, sessionStorage, localStorage */
// Marks a form's pages before the body is parsed, so index.html's first screen draws the form page's head (the same
// elements, in the same place, as the app's first render of that page) instead of a plain "Loading…".
if (/^\/forms\/[^/]+/.test(location.pathname)) document.documentElement.classList.add('form-page');
/** A form's address that opens on the inbox (a form's own address redirects there). */
const inboxAddress = /^\/forms\/[^/]+(\/inbox)?\/?$/.test(location.pathname);

// The tab's storage is opened here, before the first paint: a page's first read of its session or local storage waits
// on the browser (tens of milliseconds on a busy phone), and later it would be a wait inside the router's start (which
// reads the session storage) or the inbox's first render (the setup checklist's memory), on the main thread after the
// first paint. Later reads are served from the page's own copy.
try {
  sessionStorage.getItem('');
  localStorage.getItem('');
} catch {
  // A browser without storage: the app does without it too.
}

// The built page lists the app's module scripts in <meta name="app-modules"> (entry first) instead of loading them:
// they are fetched once the first screen is painted, so the first paint has the line to itself (the document, the
// stylesheet, this file). The worker loads the browser's number and date formatting data meanwhile (see the worker).
// A development page (no meta) loads its own module script as usual.
// On the inbox's address the inbox page's own chunks (<meta name="inbox-modules">) are preloaded too: the router's
// start, which asks for that code, then finds it requested and adds nothing, so its task only starts the first
// requests.
// Each element is added in a task of its own: each starts a fetch, which costs the main thread a millisecond or more
// (four at phone speed), and the ten of them together were one task of 8 ms of CPU (30-50 ms under load).
let started = false;
const modulesOf = (name) => document.querySelector(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];
function add(type, href) {
  const element = document.createElement(type === 'module' ? 'script' : 'link');
  element.crossOrigin = '';
  if (type === 'module') {
    element.type = 'module';
    element.src = href;
  } else {
    element.rel = 'modulepreload';
    element.href = href;
  }
  document.head.append(element);
}
function startWorker() {
  new Worker('/intl-warmup.js');
  document.documentElement.dataset.intl = 'worker';
}
function startApp() {
  if (started) return;
  started = true;
  const [entry, ...imports] = modulesOf('app-modules');
  // Queued together (not each from the one before: browsers hold nested timers 4 ms apart after five), the entry
  // after every preload, so the router's start, which runs once the entry is here, always finds them.
  for (const step of [
    ...imports.map((href) => () => add('preload', href)),
    ...(inboxAddress ? modulesOf('inbox-modules') : []).map((href) => () => add('preload', href)),
    ...(entry ? [() => add('module', entry)] : []),
    ...(typeof Worker === 'function' ? [startWorker] : []),
  ])
    setTimeout(step);
}
// Started by the browser's own report of its first contentful paint, however long that takes (a tab opened in the
// background paints when it is shown); a browser without paint timing starts at once, and 5 s is the last resort.
if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(startApp);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startApp, 5000);
} else {
  startApp();
}
