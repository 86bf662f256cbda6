-- Each server process keeps the annotations lists it answered, per reader and level, as JSON text
-- (features/annotations/annotation-list-cache.ts), and must forget them when anything a list or its
-- access checks read changes, whichever process or path changed it. These triggers say so on the
-- `lectern_annotations` channel when the change commits (NOTIFY sends a payload once per
-- transaction, however many rows repeat it):
--   `a:{level id}`  an annotation or reply of that level;
--   `u:{user id}`   what only that student's lists stand on (their answers to checks, their quizzes,
--                   their reading level);
--   `*`             anything many lists stand on: classes and their students, small groups,
--                   assignments and who they reach, hidden articles, the corpus, users' names,
--                   roles and grades; and TRUNCATE, which row triggers do not see.

CREATE FUNCTION lectern_annotations_level_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('lectern_annotations', 'a:' || OLD.article_level_id);
  ELSE
    PERFORM pg_notify('lectern_annotations', 'a:' || NEW.article_level_id);
    IF TG_OP = 'UPDATE' AND NEW.article_level_id <> OLD.article_level_id THEN
      PERFORM pg_notify('lectern_annotations', 'a:' || OLD.article_level_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;

-- Tables whose student column is `student_id`.
CREATE FUNCTION lectern_annotations_student_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('lectern_annotations', 'u:' || OLD.student_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('lectern_annotations', 'u:' || NEW.student_id);
  END IF;
  RETURN NULL;
END $$;

-- student_reading_levels names its student `user_id`.
CREATE FUNCTION lectern_annotations_reader_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('lectern_annotations', 'u:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('lectern_annotations', 'u:' || NEW.user_id);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION lectern_annotations_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lectern_annotations', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER annotations_list_change AFTER INSERT OR UPDATE OR DELETE ON annotations
  FOR EACH ROW EXECUTE FUNCTION lectern_annotations_level_changed();

CREATE TRIGGER understanding_check_answers_list_change AFTER INSERT OR UPDATE OR DELETE ON understanding_check_answers
  FOR EACH ROW EXECUTE FUNCTION lectern_annotations_student_changed();
CREATE TRIGGER student_quizzes_list_change AFTER INSERT OR UPDATE OR DELETE ON student_quizzes
  FOR EACH ROW EXECUTE FUNCTION lectern_annotations_student_changed();
CREATE TRIGGER student_reading_levels_list_change AFTER INSERT OR UPDATE OR DELETE ON student_reading_levels
  FOR EACH ROW EXECUTE FUNCTION lectern_annotations_reader_changed();

-- Users: only the columns a list shows (names) or its checks read (role, grade); a sign-in's
-- bookkeeping does not forget every list.
CREATE TRIGGER users_list_change AFTER UPDATE OF first_name, last_name, role, grade_level ON users
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER users_list_delete AFTER DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();

CREATE TRIGGER classes_list_change AFTER INSERT OR UPDATE OR DELETE ON classes
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER class_students_list_change AFTER INSERT OR UPDATE OR DELETE ON class_students
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER class_groups_list_change AFTER INSERT OR UPDATE OR DELETE ON class_groups
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER group_members_list_change AFTER INSERT OR UPDATE OR DELETE ON group_members
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER assignments_list_change AFTER INSERT OR UPDATE OR DELETE ON assignments
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER assignment_classrooms_list_change AFTER INSERT OR UPDATE OR DELETE ON assignment_classrooms
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER assignment_groups_list_change AFTER INSERT OR UPDATE OR DELETE ON assignment_groups
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER content_hides_list_change AFTER INSERT OR UPDATE OR DELETE ON content_hides
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER contents_list_change AFTER INSERT OR UPDATE OR DELETE ON contents
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER article_levels_list_change AFTER INSERT OR UPDATE OR DELETE ON article_levels
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER activities_list_change AFTER INSERT OR UPDATE OR DELETE ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER understanding_checks_list_change AFTER INSERT OR UPDATE OR DELETE ON understanding_checks
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER visibility_markers_list_change AFTER INSERT OR UPDATE OR DELETE ON visibility_markers
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();

CREATE TRIGGER annotations_list_truncate AFTER TRUNCATE ON annotations
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER understanding_check_answers_list_truncate AFTER TRUNCATE ON understanding_check_answers
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER student_quizzes_list_truncate AFTER TRUNCATE ON student_quizzes
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER student_reading_levels_list_truncate AFTER TRUNCATE ON student_reading_levels
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER users_list_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER classes_list_truncate AFTER TRUNCATE ON classes
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER class_students_list_truncate AFTER TRUNCATE ON class_students
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER class_groups_list_truncate AFTER TRUNCATE ON class_groups
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER group_members_list_truncate AFTER TRUNCATE ON group_members
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER assignments_list_truncate AFTER TRUNCATE ON assignments
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER assignment_classrooms_list_truncate AFTER TRUNCATE ON assignment_classrooms
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER assignment_groups_list_truncate AFTER TRUNCATE ON assignment_groups
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER content_hides_list_truncate AFTER TRUNCATE ON content_hides
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER contents_list_truncate AFTER TRUNCATE ON contents
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER article_levels_list_truncate AFTER TRUNCATE ON article_levels
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER activities_list_truncate AFTER TRUNCATE ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER understanding_checks_list_truncate AFTER TRUNCATE ON understanding_checks
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
CREATE TRIGGER visibility_markers_list_truncate AFTER TRUNCATE ON visibility_markers
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_annotations_all_changed();
