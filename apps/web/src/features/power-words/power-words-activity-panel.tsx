import type { ActivityPanelProps } from '../../activities/activity.js';
import { PowerWordsPanel } from './power-words-panel.js';

/** The Power Words panel as the article page opens it. */
export function PowerWordsActivityPanel({ me, content, level, attachmentId, asStudent, presentMode }: ActivityPanelProps) {
  return (
    <PowerWordsPanel
      me={me}
      content={content}
      level={level}
      activityId={attachmentId}
      asStudent={asStudent}
      presentMode={presentMode}
    />
  );
}
