import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface DailyPoint {
  date: string;
  count: number;
  verified_count: number;
  spam_count: number;
}

/** `YYYY-MM-DD` (a day in the browser's time zone, as asked of the API) → that day's local midnight, in seconds. */
const dayStart = (date: string) => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(y, m - 1, d).getTime() / 1000;
};

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** The daily chart (uPlot, canvas): all, verified and spam submissions per day, resized with its container. */
export function DailyChart({ points, label }: { points: DailyPoint[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const text = cssVar('--muted');
    const grid = cssVar('--border');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const chart = new uPlot(
      {
        width: node.clientWidth || 600,
        height: 260,
        scales: { x: { time: true } },
        axes: [axis, { ...axis, size: 50 }],
        series: [
          {},
          { label: 'All', stroke: cssVar('--accent'), width: 2, fill: `${cssVar('--accent')}22` },
          { label: 'Verified', stroke: cssVar('--ok'), width: 2 },
          { label: 'Spam', stroke: cssVar('--danger'), width: 2, dash: [4, 4] },
        ],
      },
      [
        points.map((p) => dayStart(p.date)),
        points.map((p) => p.count),
        points.map((p) => p.verified_count),
        points.map((p) => p.spam_count),
      ],
      node,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: node.clientWidth, height: 260 }));
    resize.observe(node);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points]);
  return <div ref={box} className="chart" role="img" aria-label={label} data-testid="daily-chart" />;
}
