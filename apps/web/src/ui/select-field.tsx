import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import s from './ui.module.css';

/** A labelled native <select>: the same on a keyboard, a screen reader and a phone. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={s.selectField}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** A labelled native text input with the same look (the library's search box). */
export function InputField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={s.selectField}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}
