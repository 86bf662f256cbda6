import { useId } from 'react';
import { formatLexile, groupLevels, type ArticleLevel } from '@lectern/domain';
import s from './view.module.css';

function optionLabel(l: ArticleLevel, showLexile: boolean) {
  const grade = l.is_original_level ? 'Original' : `Grade ${l.grade}`;
  return showLexile ? `${grade} · ${formatLexile(l.lexile)}` : grade;
}

/**
 * The level picker (LEVEL-08, LEVEL-09, LEVEL-12): a native select, grouped by language and grade
 * band, so it works the same with a keyboard, a screen reader and on a phone.
 */
export function LevelSelector({
  levels,
  value,
  onChange,
  disabled,
  showLexile,
}: {
  levels: ArticleLevel[];
  value: number | undefined;
  onChange: (levelId: number) => void;
  disabled: boolean;
  showLexile: boolean;
}) {
  const id = useId();
  const groups = groupLevels(levels);
  return (
    <div className={s.levelSelector}>
      <label htmlFor={id}>Reading level</label>
      <select id={id} value={value ?? ''} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
        {groups.flatMap((g) =>
          g.bands.map((b) => (
            <optgroup key={`${g.language}-${b.band}`} label={groups.length > 1 ? `${g.name} · ${b.label}` : b.label}>
              {b.levels.map((l) => (
                <option key={l.id} value={l.id} lang={l.language}>
                  {groups.length > 1 ? `${optionLabel(l, showLexile)} (${g.name})` : optionLabel(l, showLexile)}
                </option>
              ))}
            </optgroup>
          )),
        )}
      </select>
    </div>
  );
}
