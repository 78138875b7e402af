/* global document, location, Worker */
// Marks a form's pages before the body is parsed, so index.html's first screen draws the form page's head (the same
// elements, in the same place, as the app's first render of that page) instead of a plain "Loading…".
if (/^\/forms\/[^/]+/.test(location.pathname)) document.documentElement.classList.add('form-page');
// Loads the browser's number and date formatting data in a worker while the app's code downloads (see the worker).
if (typeof Worker === 'function') new Worker('/intl-warmup.js');
