import { displayName, type GradingReport, type GradingStudent } from '@lectern/domain';

type Student = { id: number; first_name: string; last_name: string; classrooms: string[] };
type Attempt = {
  id: number;
  student_id: number;
  article_level_id: number;
  grade_band: number;
  correct_count: number;
  question_count: number;
  date_completed: Date | string;
};
type Answer = { student_quiz_id: number; position: number; is_correct: boolean };

export function presentGrading(input: {
  content: { id: number; title: string };
  assignment: { id: number; title: string } | null;
  positions: { position: number; reading_skill: string }[];
  students: Student[];
  attempts: Attempt[];
  answers: Answer[];
  words: { student_id: number; answered: string | number; correct: string | number }[];
  checks: {
    student_id: number;
    check_id: number;
    choice_index: number;
    is_correct: boolean;
    question: string;
    options: string[];
  }[];
}): GradingReport {
  const students: GradingStudent[] = input.students.map((s) => {
    const attempt = input.attempts.find((a) => a.student_id === s.id);
    const words = input.words.find((w) => w.student_id === s.id);
    return {
      user_id: s.id,
      display_name: displayName(s),
      classrooms: s.classrooms,
      status: attempt ? 'completed' : 'not_started',
      article_level_id: attempt?.article_level_id ?? null,
      grade_band: attempt?.grade_band ?? null,
      correct_count: attempt?.correct_count ?? null,
      question_count: attempt?.question_count ?? null,
      date_completed: attempt ? new Date(attempt.date_completed).toISOString() : null,
      answers: attempt
        ? input.answers
            .filter((a) => a.student_quiz_id === attempt.id)
            .map((a) => ({ position: a.position, is_correct: a.is_correct }))
        : [],
      power_words: { correct: Number(words?.correct ?? 0), answered: Number(words?.answered ?? 0) },
      checks: input.checks
        .filter((c) => c.student_id === s.id)
        .map((c) => ({
          check_id: c.check_id,
          question: c.question,
          answer: c.options[c.choice_index] ?? '',
          is_correct: c.is_correct,
        })),
    };
  });
  const answered = students.flatMap((s) => s.answers);
  return {
    content_id: String(input.content.id),
    title: input.content.title,
    assignment: input.assignment,
    questions: input.positions.map((p) => ({
      position: p.position,
      reading_skill: p.reading_skill,
      correct: answered.filter((a) => a.position === p.position && a.is_correct).length,
      answered: answered.filter((a) => a.position === p.position).length,
    })),
    students,
  };
}
