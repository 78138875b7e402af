import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../ui/feedback';
import { asText, formatNumber, plural } from '../../ui/format';
import { useForm } from '../shell/FormShell';
import { useTitle } from '../shell/session';
import { DailyChart } from './Chart';
import { formAnalyticsQuery, type AnalyticsPeriod as Period } from './api';

const PERIODS: [Period, string][] = [
  ['7d', '7 days'],
  ['30d', '30 days'],
  ['90d', '90 days'],
  ['all', 'All time'],
];

/** 🇩🇪 from DE: regional indicator letters; unknown (ZZ) gets a globe. */
const flag = (code: string) =>
  code === 'ZZ' ? '🌐' : String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));
const countryName = (code: string) => {
  if (code === 'ZZ') return 'Unknown';
  try {
    return new Intl.DisplayNames(undefined, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

function Change({ now, before, period }: { now: number; before: number; period: Period }) {
  if (period === 'all') return null;
  if (before === 0) return <span className="small muted">no submissions in the previous period</span>;
  const pct = Math.round(((now - before) / before) * 100);
  return (
    <span className="small muted">
      {pct >= 0 ? '+' : ''}
      {pct}% vs previous period ({formatNumber(before)})
    </span>
  );
}

export function Analytics() {
  const form = useForm();
  useTitle(`${form.name} analytics`);
  const [params, setParams] = useSearchParams();
  const period = (params.get('period') as Period | null) ?? '30d';
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const query = useQuery(formAnalyticsQuery(form.id, period, timeZone));
  return (
    <div className="stack">
      <div className="row" role="group" aria-label="Period">
        {PERIODS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === period}
            onClick={() => setParams({ period: value })}
          >
            {label}
          </button>
        ))}
      </div>
      <QueryView query={query}>
        {(a) => (
          <>
            <div className="grid">
              {(
                [
                  ['Submissions', a.total, a.previous_total],
                  ['Verified', a.verified_count, a.previous_verified_count],
                  ['Spam', a.spam_count, a.previous_spam_count],
                ] as const
              ).map(([label, now, before]) => (
                <div className="card" key={label}>
                  <div className="muted small">{label}</div>
                  <div style={{ fontSize: '1.8rem', fontWeight: 700 }}>{formatNumber(now)}</div>
                  <Change now={now} before={before} period={period} />
                </div>
              ))}
            </div>
            <section className="card" aria-labelledby="daily-title">
              <h2 id="daily-title">Per day ({timeZone})</h2>
              <DailyChart
                points={a.points}
                label={`Submissions per day over ${plural(a.days, 'day')}: ${formatNumber(a.total)} in all, ${formatNumber(a.verified_count)} verified, ${formatNumber(a.spam_count)} spam.`}
              />
            </section>
            <div className="grid">
              <section className="card" aria-labelledby="sources-title">
                <h2 id="sources-title">Top sources</h2>
                {a.sources.length === 0 ? (
                  <p className="muted">No sources recorded.</p>
                ) : (
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Source</th>
                        <th scope="col">Submissions</th>
                      </tr>
                    </thead>
                    <tbody>
                      {a.sources.map((s) => (
                        <tr key={`${s.source_type}:${s.source}`}>
                          <td className="break">
                            {asText(s.source)} <span className="badge">{s.source_type}</span>
                          </td>
                          <td>{formatNumber(s.count)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
              <section className="card" aria-labelledby="countries-title">
                <h2 id="countries-title">Countries</h2>
                {a.countries.length === 0 ? (
                  <p className="muted">No countries recorded.</p>
                ) : (
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Country</th>
                        <th scope="col">Submissions</th>
                      </tr>
                    </thead>
                    <tbody>
                      {a.countries.map((c) => (
                        <tr key={c.country_code}>
                          <td>
                            <span aria-hidden="true">{flag(c.country_code)}</span> {countryName(c.country_code)}
                          </td>
                          <td>{formatNumber(c.count)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <p className="small muted">Country data: DB-IP Lite (CC BY 4.0).</p>
              </section>
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
