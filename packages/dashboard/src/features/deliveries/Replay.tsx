import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TextField } from '../../ui/controls';
import { ErrorAlert, Notice } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { FieldErrors } from '../../ui/fieldErrors';
import { formatDateTime, formatNumber, plural } from '../../ui/format';
import { oldestFailure, startReplay, type Replay, type ReplayEndpoint } from './api';

/** Requests one replay makes at most while the service answers `partial` (each sends up to 2,000). */
const MAX_ROUNDS = 10;

interface Progress {
  rounds: number;
  matched: number;
  enqueued: number;
  skipped: number;
  last: Replay;
}

/**
 * Replays an endpoint's failed and dead deliveries since a time: one request, repeated while the service answers
 * `partial` (it stops at 2,000 deliveries or after 10 seconds), the counts adding up as it goes.
 */
export function useReplay(endpoint: ReplayEndpoint) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (since: string) => {
    setRunning(true);
    setError(null);
    setProgress(null);
    try {
      let until: string | undefined;
      let total = { rounds: 0, matched: 0, enqueued: 0, skipped: 0 };
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const job = await startReplay(endpoint, { since, until });
        until = job.until;
        total = {
          rounds: total.rounds + 1,
          matched: total.matched + job.matched,
          enqueued: total.enqueued + job.enqueued,
          skipped: total.skipped + job.skipped,
        };
        setProgress({ ...total, last: job });
        if (job.status !== 'partial' || job.matched === 0) break;
      }
    } catch (e) {
      setError(e);
    } finally {
      setRunning(false);
      void queryClient.invalidateQueries({ queryKey: [endpoint.kind === 'webhook' ? 'webhooks' : 'integrations'] });
    }
  };
  return { run, running, progress, error };
}

function ReplayProgress({ progress, running }: { progress: Progress | null; running: boolean }) {
  if (!progress) return <Notice>{running ? 'Replaying…' : null}</Notice>;
  const { matched, enqueued, skipped, last } = progress;
  const state = running ? 'Replaying…' : last.status === 'partial' ? 'Stopped before the end:' : 'Replay done:';
  return (
    <Notice tone={last.status === 'partial' && !running ? 'warn' : 'ok'}>
      {state} {plural(enqueued, 'delivery', 'deliveries')} sent again of {formatNumber(matched)} found
      {skipped ? `, ${skipped} left alone (delivered meanwhile)` : ''}.
      {last.status === 'partial' && !running ? ' Start it again for the rest.' : ''}
    </Notice>
  );
}

/** `datetime-local` wants local time without a zone: "2026-12-06T09:30". */
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** "Replay failed deliveries since…": a time (default: a day ago) and the running counts. */
export function ReplayFailed({ endpoint, label }: { endpoint: ReplayEndpoint; label: string }) {
  const [since, setSince] = useState(() => localInput(new Date(Date.now() - 86_400_000)));
  const replay = useReplay(endpoint);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void replay.run(new Date(since).toISOString());
  };
  return (
    <form className="stack" onSubmit={submit} aria-label={`Replay failed deliveries of ${label}`}>
      <FieldErrors error={replay.error}>
        <div className="row">
          <TextField
            label="Replay failed deliveries since"
            field="since"
            type="datetime-local"
            required
            value={since}
            onChange={(e) => setSince(e.target.value)}
          />
          <button type="submit" {...busy(replay.running)}>
            Replay failed deliveries
          </button>
        </div>
        <ReplayProgress progress={replay.progress} running={replay.running} />
        <ErrorAlert error={replay.error} />
      </FieldErrors>
    </form>
  );
}

/**
 * Shown once a paused endpoint is resumed, when some of its deliveries failed: they can be sent again, from the
 * oldest failure (or the pause, if that was earlier) on.
 */
export function ResumeOffer({ endpoint, pausedSince }: { endpoint: ReplayEndpoint; pausedSince: string }) {
  const failing = useQuery({
    queryKey: ['oldest-failure', endpoint.kind, endpoint.id],
    queryFn: () => oldestFailure(endpoint),
  });
  const replay = useReplay(endpoint);
  if (!failing.data) return null;
  const since = failing.data < pausedSince ? failing.data : pausedSince;
  return (
    <div className="alert ok stack" role="region" aria-label="Replay what failed while it was down">
      <p>
        Resumed. Deliveries that failed while it was down (since {formatDateTime(since)}) can be sent again, each with
        its original id.
      </p>
      <div>
        <button type="button" onClick={() => void replay.run(since)} disabled={replay.running || !!replay.progress}>
          Replay what failed
        </button>
      </div>
      <ReplayProgress progress={replay.progress} running={replay.running} />
      <ErrorAlert error={replay.error} />
    </div>
  );
}
