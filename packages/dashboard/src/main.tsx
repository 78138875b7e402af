import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from './api/queryClient';
import { createAppRouter } from './routes';
import { formatNumber } from './ui/format';
import './styles.css';

/** Runs `work` in a task of its own, after what is already queued: start-up as several short tasks, not one long one. */
const nextTask = (work: () => void) => setTimeout(work);

// This task evaluates the modules (the tab's storage was opened by first-screen.js before the first paint). The next
// creates the router (which starts the page's code and first requests) and the root and starts the first render,
// which React does in slices (a transition yields to the browser every few milliseconds); the last loads the browser's
// number formatting (its locale data loads on first use) while the first requests are out, rather than inside the
// page's render. index.html's frame stays on screen meanwhile.
nextTask(() => {
  const router = createAppRouter();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  nextTask(() => formatNumber(0));
});
