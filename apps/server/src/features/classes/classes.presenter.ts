import { displayName, isElementaryClass, type Classroom } from '@lectern/domain';
import type { ClassDetails, ClassRow } from './classes.repository.js';
import type { ClassView } from './classes.policy.js';

/**
 * A class as its viewer may see it: the teacher (and admins) get roster, groups and join code; a
 * student or parent gets the class's name, grades and teacher, and nobody else's name.
 */
export function presentClasses(rows: ClassRow[], d: ClassDetails, view: ClassView): Classroom[] {
  return rows.map((c) => {
    const roster = d.students.filter((s) => s.class_id === c.id);
    const students =
      view === 'full'
        ? roster.map((s) => ({
            id: s.id,
            unique_id: s.unique_id,
            username: s.username,
            first_name: s.first_name,
            last_name: s.last_name,
            user: { first_name: s.first_name, last_name: s.last_name },
            grade_level: s.grade_level,
          }))
        : [];
    const groups =
      view === 'full'
        ? d.groups
            .filter((g) => g.class_id === c.id)
            .map((g) => ({
              id: g.id,
              group_id: g.id,
              unique_id: g.unique_id,
              name: g.name,
              users: d.members
                .filter((m) => m.group_id === g.id)
                .map(({ id, unique_id, first_name, last_name }) => ({ id, unique_id, first_name, last_name })),
            }))
        : [];
    return {
      id: c.id,
      unique_id: c.unique_id,
      name: c.name,
      grade_levels: [...c.grade_levels].sort((a, b) => a - b),
      is_elementary: isElementaryClass(c.grade_levels),
      join_code: view === 'full' ? c.join_code : null,
      teachers: d.teachers.filter((t) => t.class_id === c.id).map((t) => ({ id: t.id, display_name: displayName(t) })),
      student_count: roster.length,
      students,
      groups,
    };
  });
}
