-- Indexes for frequent queries whose plans read whole tables at district scale (bench/explain.ts:
-- 100,000 students, 2.5 million quiz attempts, a library of about 500 articles).

-- progressOf (features/assignments/assignments.repository.ts), on every teacher's assignment list
-- (/assignments, the grading page's assignment picker): each student an assignment reaches is
-- joined to the assignment's article. With the article beside the id that join is an index-only
-- lookup per student reached, instead of a hash of every assignment in the district.
CREATE INDEX assignments_story_of ON assignments (id) INCLUDE (story_content_id);

-- answersOf (features/quizzes/quizzes.repository.ts), on a student's home page and quiz results,
-- and answerPositions (features/grading/grading.repository.ts), on the grading page: each answer
-- is joined to its question for the question's position. With the position beside the id that is
-- an index-only lookup per answer, instead of a hash of every question in the library.
CREATE INDEX quiz_questions_position ON quiz_questions (id) INCLUDE (position);

-- questionCounts and questionsOf (features/quizzes/quizzes.repository.ts): an article's quiz and
-- its questions per level, read whenever an article or its quiz enters the cache; also the monthly
-- challenge's articles with a quiz (features/challenges/challenges.repository.ts).
CREATE INDEX quiz_questions_activity ON quiz_questions (activity_id, article_level_id);

-- wordCounts (features/power-words/power-words.repository.ts): an article's Power Words per level,
-- read whenever an article enters the cache; also the monthly challenge's articles with Power Words
-- (features/challenges/challenges.repository.ts).
CREATE INDEX power_words_activity ON power_words (activity_id, article_level_id);
