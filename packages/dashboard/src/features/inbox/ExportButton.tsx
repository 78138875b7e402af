import { useState } from 'react';
import { ErrorAlert } from '../../ui/feedback';
import { formatNumber } from '../../ui/format';
import { useExport, useStartExport, type ExportFormat, type InboxFilters, type StatusFilter } from './api';

const FORMATS: [ExportFormat, string][] = [
  ['csv', 'CSV'],
  ['json', 'JSON'],
  ['ndjson', 'NDJSON'],
];

/**
 * Exports the list as it is filtered (tab, search, toggles) on the server: starts the export, shows its progress,
 * then the download link. A CSV leaves out `omitFields` (the table's hidden columns). `shownExport` is an export to
 * show first (the one a "ready" e-mail links to).
 */
export function ExportButton(props: {
  formId: string;
  status: StatusFilter;
  filters: InboxFilters;
  omitFields: string[];
  shownExport: string | null;
}) {
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [exportId, setExportId] = useState<string | null>(props.shownExport);
  const start = useStartExport(props.formId, props.status, props.filters);
  const job = useExport(props.formId, exportId);
  const running = start.isPending || job.data?.status === 'queued' || job.data?.status === 'running';
  const label = FORMATS.find(([value]) => value === format)![1];
  return (
    <div className="export">
      <label>
        <span className="visually-hidden">Export format</span>
        <select value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)} disabled={running}>
          {FORMATS.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={running}
        onClick={() =>
          start.mutate(
            { format, omitFields: format === 'csv' ? props.omitFields : [] },
            { onSuccess: (started) => setExportId(started.id) },
          )
        }
      >
        {running ? 'Exporting…' : `Export ${label}`}
      </button>
      <span className="small muted" aria-live="polite">
        {job.data?.status === 'running' || job.data?.status === 'queued'
          ? `${formatNumber(job.data.rows_done)} exported…`
          : null}
        {job.data?.status === 'done' && job.data.download_url ? (
          <a href={job.data.download_url} download={job.data.filename}>
            Download {job.data.format.toUpperCase()} ({formatNumber(job.data.rows_done)})
          </a>
        ) : null}
        {job.data?.status === 'failed' ? `Export failed: ${job.data.error ?? 'try again'}` : null}
      </span>
      <ErrorAlert error={start.error ?? job.error} />
    </div>
  );
}
