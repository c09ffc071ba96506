/**
 * The funnel as a line per stage over the periods, drawn by uPlot (loaded with this chunk only, when the
 * funnel page shows numbers). The table beside it holds the same numbers: the chart is hidden from
 * assistive technology and names that table instead.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { FUNNEL_STAGES, type Funnel, type FunnelStage } from '../../../contract/workspace-funnel.ts';

/** One colour per stage, as the legend's swatches in workspace.css (.ws-swatch--<stage>). */
export const STAGE_COLOURS: Record<FunnelStage, string> = {
  opens: '#1d4ed8',
  vehicleViews: '#0e7490',
  dealsStarted: '#15803d',
  dealsSaved: '#4d7c0f',
  leads: '#b45309',
  preQualifications: '#c2410c',
  applications: '#be123c',
  contractsSigned: '#7e22ce',
  sold: '#111827',
};

const HEIGHT = 280;

export default function FunnelChart({ funnel, labels }: { funnel: Funnel; labels: Record<FunnelStage, string> }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const x = funnel.periods.map((p) => Date.parse(`${p.start}T00:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [x, ...FUNNEL_STAGES.map((s) => funnel.periods.map((p) => p.counts[s]))];
    let plot: uPlot | null = null;
    try {
      plot = new uPlot(
        {
          width: Math.max(el.clientWidth, 280),
          height: HEIGHT,
          // The days are the dealer's, written as UTC dates: shown as they are.
          tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          legend: { show: false },
          cursor: { show: true, drag: { x: false, y: false } },
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          series: [
            {},
            ...FUNNEL_STAGES.map((s) => ({
              label: labels[s],
              stroke: STAGE_COLOURS[s],
              width: 2,
              points: { size: 5 },
            })),
          ],
        },
        data,
        el,
      );
    } catch {
      // No canvas (an old or headless browser): the table says it all.
      return;
    }
    const resize = new ResizeObserver(() => plot?.setSize({ width: Math.max(el.clientWidth, 280), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot?.destroy();
    };
  }, [funnel, labels]);
  return <div ref={box} class="ws-chart__plot" aria-hidden="true" data-testid="funnel-chart" />;
}
