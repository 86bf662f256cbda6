import { displayName, type Assignment } from '@lectern/domain';
import type { Assignees, AssignmentRow } from './assignments.repository.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentAssignment(
  a: AssignmentRow,
  assignees: Assignees,
  author: { id: number; first_name: string; last_name: string },
  /** The teacher's view: students reached and quizzes submitted. */
  progress?: { assigned: number; submitted: number },
  contentType?: string,
): Assignment {
  const story = String(a.story_content_id);
  return {
    assignment_id: a.id,
    content_id: a.content_id,
    story_content_id: story,
    ...(contentType ? { story_content_type: contentType as Assignment['story_content_type'] } : {}),
    title: a.title,
    instructions: a.instructions,
    is_draft: a.is_draft,
    date_goes_live: iso(a.date_goes_live),
    date_due: iso(a.date_due),
    date_created: iso(a.date_created)!,
    date_modified: iso(a.date_modified)!,
    default_reading_level: a.default_reading_level,
    grade_level_lock: a.grade_level_lock,
    is_reading_level_locked: a.is_reading_level_locked,
    version: a.version,
    copied_from_assignment: a.copied_from_assignment,
    assignment_config: a.assignment_config,
    activity_members: a.activity_members,
    activity_element_selections: a.activity_element_selections,
    assignment_activity_selection: { selected_activities: a.activity_members },
    poll_id: a.poll_id,
    assignment_members: [
      {
        content_id: story,
        content: { content_id: story, story_content_id: story, language: a.language, user_content_settings_override: null },
      },
    ],
    assignment_classrooms: assignees.classrooms
      .filter((c) => c.assignment_id === a.id)
      .map((c) => ({
        classroom_id: c.id,
        unique_id: c.unique_id,
        name: c.name,
        date_assigned: iso(c.date_assigned),
        classroom: { id: c.id, name: c.name },
      })),
    assignment_groups: assignees.groups
      .filter((g) => g.assignment_id === a.id)
      .map((g) => ({
        group_id: g.id,
        name: g.name,
        date_assigned: iso(g.date_assigned),
        users: assignees.members
          .filter((m) => m.group_id === g.id)
          .map((m) => ({ first_name: m.first_name, last_name: m.last_name, unique_id: m.unique_id })),
      })),
    ...(progress ? { progress } : {}),
    created_by: { user: { id: author.id, display_name: displayName(author) } },
    can_edit_assignees: true,
    district_advisory_override: a.district_advisory_override,
    content_settings_override: a.content_settings_override,
  };
}
