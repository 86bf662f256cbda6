import type { Db } from '../db/database.js';
import { hashPassword } from '../auth/password.js';

export const DEMO_PASSWORD = 'lectern';

/** The demo accounts printed at start, one per role (README lists them too). */
export const DEMO_ACCOUNTS = [
  ['teacher', 'Teacher: 3 classes (25 students with two small groups, 5 students, empty)'],
  ['teacher2', 'Teacher whose account is not completed yet'],
  ['teacher3', 'Second teacher at the same school (co-teacher search)'],
  ['teacher4', 'Teacher at the same school with no classes or assignments yet'],
  ['student', 'Student in the big class and in a small group'],
  ['student2', 'Another student (student2 … student30)'],
  ['parent', 'Parent of "student"'],
  ['principal', 'School admin (principal)'],
  ['district_admin', 'District admin'],
  ['lite_teacher', 'Free (lite) teacher, grant expires in 60 days'],
  ['lite_student', 'Free (lite) student'],
  ['staff', 'Staff: can act as a teacher'],
] as const;

const FIRST = [
  'Alex',
  'Maya',
  'Noah',
  'Priya',
  'Liam',
  'Sofia',
  'Ethan',
  'Amara',
  'Lucas',
  'Zoe',
  'Mateo',
  'Hana',
  'Owen',
  'Leila',
  'Caleb',
  'Nina',
  'Jonah',
  'Ivy',
  'Diego',
  'Ruby',
  'Samir',
  'Grace',
  'Felix',
  'Aisha',
  'Theo',
  'Mila',
  'Kai',
  'Elena',
  'Omar',
  'June',
];
const LAST = [
  'Kim',
  'Okafor',
  'Nguyen',
  'Shah',
  'Brennan',
  'Rossi',
  'Walker',
  'Mensah',
  'Silva',
  'Cohen',
  'Reyes',
  'Sato',
  'Murphy',
  'Haddad',
  'Fischer',
  'Park',
  'Adeyemi',
  'Larsen',
  'Flores',
  'Bauer',
  'Aziz',
  'Dubois',
  'Novak',
  'Yilmaz',
  'Grant',
  'Petrov',
  'Tanaka',
  'Moreno',
  'Farouk',
  'Lindqvist',
];

/** Inserts the demo school, accounts, classes and groups. Expects an empty accounts table. */
export async function seedDemo(db: Db) {
  // One hash for every demo account: they share a published password anyway, and it keeps start fast.
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const district = await trx
      .insertInto('districts')
      .values({ name: 'Riverbend Unified' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const school = await trx
      .insertInto('schools')
      .values({ name: 'Riverbend Middle School', district_id: district.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = async (v: {
      username: string;
      first_name: string;
      last_name: string;
      role: 'teacher' | 'student' | 'parent' | 'principal' | 'district_admin' | 'staff';
      grade_level?: number | null;
      school_id?: number | null;
      district_id?: number | null;
      is_lite?: boolean;
      lite_grant_expires_at?: Date | null;
      is_authorized?: boolean;
    }) =>
      (
        await trx
          .insertInto('users')
          .values({ password_hash, grade_level: null, school_id: school.id, district_id: null, created_by: null, ...v })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    const teacher = await user({ username: 'teacher', first_name: 'Jordan', last_name: 'Rivera', role: 'teacher' });
    await user({
      username: 'teacher2',
      first_name: 'Casey',
      last_name: 'Morgan',
      role: 'teacher',
      school_id: null,
      is_authorized: false,
    });
    await user({ username: 'teacher3', first_name: 'Sam', last_name: 'Patel', role: 'teacher' });
    await user({ username: 'teacher4', first_name: 'Avery', last_name: 'Okafor', role: 'teacher' });
    await user({ username: 'principal', first_name: 'Dana', last_name: 'Whitfield', role: 'principal' });
    await user({
      username: 'district_admin',
      first_name: 'Robin',
      last_name: 'Achebe',
      role: 'district_admin',
      school_id: null,
      district_id: district.id,
    });
    await user({ username: 'staff', first_name: 'Lee', last_name: 'Support', role: 'staff', school_id: null });

    const students: number[] = [];
    for (let i = 0; i < 30; i++) {
      const grade = i < 25 ? 7 : 4;
      students.push(
        await user({
          username: i === 0 ? 'student' : `student${i + 1}`,
          first_name: FIRST[i]!,
          last_name: LAST[i]!,
          role: 'student',
          grade_level: grade,
        }),
      );
    }
    const parent = await user({ username: 'parent', first_name: 'Morgan', last_name: 'Kim', role: 'parent' });
    await trx.insertInto('parent_links').values({ parent_id: parent, student_id: students[0]! }).execute();

    const addClass = async (name: string, grades: number[], code: string, members: number[], teacherId = teacher) => {
      const c = await trx
        .insertInto('classes')
        .values({ teacher_id: teacherId, name, grade_levels: grades, join_code: code })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (members.length)
        await trx
          .insertInto('class_students')
          .values(members.map((student_id) => ({ class_id: c.id, student_id })))
          .execute();
      return c.id;
    };
    const big = await addClass('Period 2 · English 7', [7], 'RVB7E2', students.slice(0, 25));
    await addClass('Grade 4 Reading', [4], 'RVB4RD', students.slice(25));
    await addClass('Period 6 · Social Studies', [8], 'RVB8SS', []);
    const group = async (name: string, members: number[]) => {
      const g = await trx.insertInto('class_groups').values({ class_id: big, name }).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('group_members')
        .values(members.map((student_id) => ({ group_id: g.id, student_id })))
        .execute();
    };
    await group('Reading group A', students.slice(0, 6));
    await group('Reading group B', students.slice(6, 12));

    const grantEnds = new Date(Date.now() + 60 * 86400_000);
    const liteTeacher = await user({
      username: 'lite_teacher',
      first_name: 'Riley',
      last_name: 'Chen',
      role: 'teacher',
      school_id: null,
      is_lite: true,
      lite_grant_expires_at: grantEnds,
    });
    const liteStudent = await user({
      username: 'lite_student',
      first_name: 'Ari',
      last_name: 'Chen',
      role: 'student',
      grade_level: 5,
      school_id: null,
      is_lite: true,
      lite_grant_expires_at: grantEnds,
    });
    await addClass('Free trial class', [5], 'LITE05', [liteStudent], liteTeacher);
  });
}
