/**
 * Formbase's mark, drawn inline (the same shapes as `public/favicon.svg`, and as index.html's first screen draws it):
 * an `<img>` of the SVG file was a request of its own on the first screen's slow line, and its arrival parsed the file
 * as an isolated SVG document, a main-thread task of 5 ms of CPU (15-20 ms under load, four times that at phone speed).
 */
export function Logo() {
  return (
    <svg viewBox="0 0 32 32" width="24" height="24" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#4f46e5" />
      <path d="M10 9h12v3H13.5v3H20v3h-6.5v5H10z" fill="#fff" />
    </svg>
  );
}
