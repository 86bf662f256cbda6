import type { ReactNode } from 'react';
import s from './stat-list.module.css';

export interface Stat {
  label: ReactNode;
  value: ReactNode;
}

/** A row of headline figures (a class's progress, a quiz's results) as a description list. */
export function StatList({ stats }: { stats: readonly (Stat | false | null | undefined)[] }) {
  return (
    <dl className={s.stats}>
      {stats.flatMap((stat, i) =>
        stat
          ? [
              <div key={i}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>,
            ]
          : [],
      )}
    </dl>
  );
}
