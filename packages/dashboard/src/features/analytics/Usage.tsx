import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { TextField } from '../../ui/controls';
import { QueryView } from '../../ui/feedback';
import { formatDateTime, formatNumber } from '../../ui/format';
import { Table } from '../../ui/Table';
import { useTitle } from '../shell/session';
import { formUsageQuery, usageQuery } from './api';

/** The organization's usage against its plan (80 % warns, 100 % locks new submissions) and per-form counts. */
export function Usage() {
  useTitle('Usage');
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? new Date().toISOString().slice(0, 7);
  const usage = useQuery(usageQuery());
  const forms = useQuery(formUsageQuery(month));
  return (
    <div className="stack">
      <h1>Usage</h1>
      <QueryView query={usage}>
        {(u) => {
          const state = u.limit === 0 ? 'ok' : u.ratio >= 1 ? 'over' : u.ratio >= 0.8 ? 'warn' : 'ok';
          return (
            <section className="card stack" aria-labelledby="plan-usage">
              <h2 id="plan-usage">This month on the {u.plan} plan</h2>
              <p>
                <strong>{formatNumber(u.submissions)}</strong>
                {u.limit ? ` of ${formatNumber(u.limit)} submissions` : ' submissions (no limit)'}
              </p>
              {u.limit ? (
                <div
                  className="meter"
                  data-state={state}
                  role="meter"
                  aria-label="Submissions used this month"
                  aria-valuemin={0}
                  aria-valuemax={u.limit}
                  aria-valuenow={Math.min(u.submissions, u.limit)}
                >
                  <span style={{ width: `${Math.min(100, u.ratio * 100)}%` }} />
                </div>
              ) : null}
              {state === 'over' ? (
                <div className="alert error" role="alert">
                  The plan's limit is reached: new submissions are stored locked until next month or an upgrade.
                </div>
              ) : state === 'warn' ? (
                <div className="alert warn">
                  You have used {Math.round(u.ratio * 100)} % of this month's submissions.
                </div>
              ) : null}
            </section>
          );
        }}
      </QueryView>
      <section className="card stack" aria-labelledby="form-usage">
        <h2 id="form-usage">Per form</h2>
        <TextField
          label="Month"
          type="month"
          value={month}
          onChange={(e) => e.target.value && setParams({ month: e.target.value })}
        />
        <QueryView query={forms} isEmpty={(f) => f.forms.length === 0} empty="No submissions in this month.">
          {(f) => (
            <Table columns={['Form', 'Submissions', 'Last submission']}>
              {f.forms.map((row) => (
                <tr key={row.form_id}>
                  <td>{row.form_name}</td>
                  <td>{formatNumber(row.count)}</td>
                  <td>{formatDateTime(row.last_submission_at)}</td>
                </tr>
              ))}
            </Table>
          )}
        </QueryView>
      </section>
    </div>
  );
}
