import { useId, useState, type ReactNode } from 'react';
import s from './class-progress.module.css';

const BAR_TONES = { primary: s.barPrimary, success: s.barSuccess, muted: s.barMuted } as const;

export interface Bar {
  key: string | number;
  label: ReactNode;
  /** Under the label, smaller (a class, a reading skill). */
  detail?: string | undefined;
  /** 0 to 100: the bar's length. */
  percent: number;
  /** What the bar says in words, beside it. */
  value: string;
  tone?: 'primary' | 'success' | 'muted';
}

/**
 * A chart a teacher reads at a glance, with the same numbers as a table a click away (and for
 * screen readers, whose users are told the table is there). Bars are drawn with CSS, their values
 * written beside them, so nothing depends on colour or on seeing the bar's length.
 */
export function ChartCard({
  title,
  bars,
  columns,
  rows,
  empty,
}: {
  title: string;
  bars: Bar[];
  /** The table view's column headings; the first column heads the rows. */
  columns: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  empty?: string;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const id = useId();
  return (
    <section className={s.card} aria-labelledby={`${id}-title`}>
      <div className={s.cardHead}>
        <h2 id={`${id}-title`}>{title}</h2>
        {bars.length > 0 && (
          <div className={s.viewSwitch} role="group" aria-label={`Show ${title.toLowerCase()} as`}>
            <button type="button" aria-pressed={view === 'chart'} onClick={() => setView('chart')}>
              Chart
            </button>
            <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')}>
              Table
            </button>
          </div>
        )}
      </div>
      {bars.length === 0 ? (
        <p className="muted">{empty ?? 'Nothing to show yet.'}</p>
      ) : view === 'chart' ? (
        <ul className={s.chart}>
          {bars.map((b) => (
            <li key={b.key} className={s.chartRow}>
              <span className={s.chartLabel}>
                {b.label}
                {b.detail && (
                  <span className={s.chartDetail}>
                    <span className="visually-hidden">, </span>
                    {b.detail}
                  </span>
                )}
              </span>
              <span className={s.track} aria-hidden="true">
                <span className={BAR_TONES[b.tone ?? 'primary']} style={{ width: `${Math.max(0, Math.min(100, b.percent))}%` }} />
              </span>
              <span className={s.chartValue}>{b.value}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div className={s.tableScroll} role="region" aria-label={`${title}, table`} tabIndex={0}>
          <table className={s.table}>
            <thead>
              <tr>
                {columns.map((c, i) => (
                  <th key={c} scope="col" className={i === 0 ? undefined : s.num}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  {r.cells.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className={s.num}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
