import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from './api/queryClient';
import { createAppRouter } from './routes';
import { formatNumber } from './ui/format';
import { nextTask } from './nextTask';
import './styles.css';

// This task evaluates the modules (the tab's storage was opened by first-screen.js before the first paint). The next
// creates the router, whose loaders start the page's code and each of its first requests in a task of its own; the
// next creates the root and starts the first render, which React does in slices (a transition yields to the browser
// every few milliseconds); without first-screen.js's formatting worker, the last loads the browser's number formatting
// (its locale data loads on first use) while the first requests are out, rather than inside the page's render. With the
// worker it is not done here: formatting while the worker loads the data loads it a second time, on the main thread.
// index.html's frame stays on screen meanwhile.
nextTask(() => {
  const router = createAppRouter();
  nextTask(() => {
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
    if (document.documentElement.dataset.intl !== 'worker') nextTask(() => formatNumber(0));
  });
});
