import type { ArticleLevel, Content, Me } from '@lectern/domain';

export interface PowerWordsPanelProps {
  me: Me;
  content: Content;
  level: ArticleLevel;
  /** The POWER_WORDS_ACTIVITY id (powerWordsActivityId in the query). */
  activityId: number;
  asStudent: boolean;
  presentMode: boolean;
}

/** The Power Words panel body (PW-01 … PW-15). */
export function PowerWordsPanel(_props: PowerWordsPanelProps) {
  return <p className="muted">Loading Power Words…</p>;
}
