import { Link, useRouteError } from 'react-router';
import { ErrorAlert } from '../../ui/feedback';
import { useTitle } from './session';

export function NotFound() {
  useTitle('Not found');
  return (
    <div className="card">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to="/forms">Go to your forms</Link>
    </div>
  );
}

export function RouteError() {
  const error = useRouteError();
  return (
    <main className="center-page">
      <div className="card">
        <h1>Something went wrong</h1>
        <ErrorAlert error={error} />
        <a href="/forms">Reload the dashboard</a>
      </div>
    </main>
  );
}
