import { z } from 'zod';

const Grade = z.number().int().min(-1, 'Pick a grade from Pre-K to 12.').max(12, 'Pick a grade from Pre-K to 12.');

export const ClassBody = z
  .object({
    name: z.string().trim().min(1, 'Give the class a name.').max(80, 'Keep the name under 80 characters.'),
    grade_levels: z.array(Grade).min(1, 'Pick at least one grade.').max(14),
  })
  .strict();
export type ClassBody = z.infer<typeof ClassBody>;

export const AddStudentBody = z
  .object({
    first_name: z.string().trim().min(1, 'Enter the student’s first name.').max(60),
    last_name: z.string().trim().min(1, 'Enter the student’s last name.').max(60),
    username: z
      .string()
      .trim()
      .toLowerCase()
      .min(3, 'Usernames have at least 3 characters.')
      .max(40)
      .regex(/^[a-z0-9._-]+$/, 'Use letters, digits, dots, dashes or underscores.')
      .optional(),
    grade_level: Grade.optional(),
  })
  .strict();
export type AddStudentBody = z.infer<typeof AddStudentBody>;

export const GroupBody = z
  .object({
    name: z.string().trim().min(1, 'Give the group a name.').max(60),
    student_ids: z.array(z.number().int().positive()).max(200),
  })
  .strict();
export type GroupBody = z.infer<typeof GroupBody>;

export const JoinClassBody = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, 'Class codes have 6 letters and digits.'),
});

export const Student = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  username: z.string(),
  user: z.object({ first_name: z.string(), last_name: z.string() }),
  first_name: z.string(),
  last_name: z.string(),
  grade_level: z.number().int().nullable(),
});
export type Student = z.infer<typeof Student>;

export const Group = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  unique_id: z.string(),
  name: z.string(),
  users: z.array(z.object({ id: z.number().int(), unique_id: z.string(), first_name: z.string(), last_name: z.string() })),
});
export type Group = z.infer<typeof Group>;

export const Classroom = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  name: z.string(),
  grade_levels: z.array(z.number().int()),
  is_elementary: z.boolean(),
  join_code: z.string().nullable(),
  teachers: z.array(z.object({ id: z.number().int(), display_name: z.string() })),
  student_count: z.number().int(),
  students: z.array(Student),
  groups: z.array(Group),
});
export type Classroom = z.infer<typeof Classroom>;

export const ClassroomList = z.object({ results: z.array(Classroom) });

export const NewStudentCredentials = z.object({
  student: Student,
  username: z.string(),
  password: z.string(),
});

/** Which students of a class get new sign-in badges: all of them when no ids are given. */
export const BadgeBody = z.object({ student_ids: z.array(z.number().int().positive()).min(1).max(200).optional() }).strict();
export type BadgeBody = z.infer<typeof BadgeBody>;

/** A badge's secret: 32 random bytes in base64url, carried in the badge link's fragment. */
export const BADGE_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** New sign-in badges, each with its secret: shown once, to be printed. */
export const BadgeSheet = z.object({
  classroom: z.object({ id: z.number().int(), name: z.string() }),
  badges: z.array(z.object({ student_id: z.number().int(), first_name: z.string(), last_name: z.string(), secret: z.string() })),
});
export type BadgeSheet = z.infer<typeof BadgeSheet>;

export const BadgeSignInBody = z.object({ secret: z.string().regex(BADGE_SECRET, 'That badge is not one of ours.') }).strict();
export type BadgeSignInBody = z.infer<typeof BadgeSignInBody>;

/** The page a badge's QR code opens; the secret follows in the fragment, which browsers never send to a server. */
export const BADGE_PATH = '/badge';

/** A class whose grades are all below 6 is elementary and shows the "ELEM" tag (PLAT-12). */
export function isElementaryClass(gradeLevels: readonly number[]): boolean {
  return gradeLevels.length > 0 && Math.max(...gradeLevels) < 6;
}

/** Join codes avoid look-alike characters (0/O, 1/I/L) so a child can type one from the board. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function makeJoinCode(random: (n: number) => number): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += JOIN_CODE_ALPHABET[random(JOIN_CODE_ALPHABET.length)];
  return s;
}

export const NO_STUDENTS_TEXT = "This class doesn't have students.";
