import { useId, useState } from 'react';
import { buttonClass } from '../../ui/plain-button.js';
import { Card } from '../../ui/card.js';
import s from './learning-records.module.css';

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => day(new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000));

/**
 * A district admin's download of learning records: the xAPI 2.0 statements of the district's
 * readers for a range of days, as a JSON file (the same statements a learning record store gets).
 * The form is a plain GET, so the browser saves the file the API answers.
 */
export function LearningRecordsDownload() {
  const id = useId();
  const today = day(new Date());
  const [from, setFrom] = useState(addDays(today, -30));
  const [to, setTo] = useState(today);
  return (
    <Card aria-labelledby={`${id}-title`} className={s.card}>
      <h2 id={`${id}-title`}>Learning records</h2>
      <p className="muted">
        Download your district’s reading activity as xAPI statements: page views, how far students read, the controls they used
        and quiz scores. Students are named by a code, never by name.
      </p>
      <form className={s.form} method="get" action="/api/v3/xapi/statements/">
        <label className={s.field}>
          From
          <input
            type="date"
            name="from"
            required
            value={from}
            max={to}
            min={addDays(to, -366)}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className={s.field}>
          To
          <input
            type="date"
            name="to"
            required
            value={to}
            min={from}
            max={addDays(from, 366)}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <button type="submit" className={buttonClass('primary')}>
          Download statements
        </button>
      </form>
    </Card>
  );
}
