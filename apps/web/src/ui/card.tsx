import type { ReactNode } from 'react';
import s from './ui.module.css';

export function Card({
  children,
  className,
  ...rest
}: { children: ReactNode; className?: string } & React.HTMLAttributes<HTMLElement>) {
  return (
    <section {...rest} className={`${s.card} ${className ?? ''}`}>
      {children}
    </section>
  );
}

export function Alert({ tone = 'info', children }: { tone?: 'info' | 'error' | 'success'; children: ReactNode }) {
  const cls = tone === 'error' ? s.alertError : tone === 'success' ? s.alertSuccess : s.alertInfo;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${s.alert} ${cls}`}>
      {children}
    </div>
  );
}

export function Tag({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <span className={s.tag} title={title}>
      {children}
    </span>
  );
}
