import { GH_TEXT, guidedHighlightingCount } from '@lectern/domain';
import type { Activity } from '../../activities/activity.js';
import { lazyPage } from '../../lib/lazy-page.js';
import { prefetchOf } from '../../lib/prefetch.js';
import { featuresQuery } from '../../lib/use-features.js';

/**
 * Guided highlighting as an activity of the article page (GH-01 … GH-20): its panel
 * (activityPanel=guided_highlighting, GH-20) loads as its own chunk. The server leaves it out of a
 * student's article where they may not do it (GH-01, ASSIGN-62); a teacher whose flag is off sees
 * it marked Beta in the picker.
 */
export const guidedHighlightingActivity: Activity = {
  type: 'GUIDED_HIGHLIGHTING_QUIZ',
  title: GH_TEXT.title,
  panels: ['guided_highlighting'],
  idParam: 'guidedHighlightingId',
  assignmentAction: 'Do Guided Highlighting',
  countLabel: guidedHighlightingCount,
  opensFor: ({ attachmentId }) => attachmentId > 0,
  pickerTag: (viewer, features) =>
    viewer.isTeacher && features?.can_view_guided_highlighting === false ? GH_TEXT.beta : undefined,
  Panel: lazyPage(() => import('./guided-highlighting-panel.js').then((m) => m.GuidedHighlightingPanel)),
  // The picker's Beta tag reads the teacher's flags: in the first HTML already.
  prefetch: (me) => (me?.isTeacher ? prefetchOf(featuresQuery) : []),
};
