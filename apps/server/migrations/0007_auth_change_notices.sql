-- Each server process keeps the sessions and users its requests read (auth/session-cache.ts) and
-- must forget them when they change, whichever process or path changed them. These triggers say so
-- on the `lectern_auth` channel when the change commits: `u:{user id}` for a user, `s:{hash}` for a
-- session, `*` for anything that many users are read with (their school's or district's name and
-- district) and for TRUNCATE, which row triggers do not see.

CREATE FUNCTION lectern_auth_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lectern_auth', 'u:' || OLD.id);
  RETURN NULL;
END $$;

CREATE FUNCTION lectern_auth_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lectern_auth', 's:' || OLD.id_hash);
  RETURN NULL;
END $$;

CREATE FUNCTION lectern_auth_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lectern_auth', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION lectern_auth_user_changed();
CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION lectern_auth_session_changed();
CREATE TRIGGER schools_auth_change AFTER UPDATE OR DELETE ON schools
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_auth_all_changed();
CREATE TRIGGER districts_auth_change AFTER UPDATE OR DELETE ON districts
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_auth_all_changed();
CREATE TRIGGER users_auth_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_auth_all_changed();
CREATE TRIGGER sessions_auth_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_auth_all_changed();
CREATE TRIGGER schools_auth_truncate AFTER TRUNCATE ON schools
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_auth_all_changed();
CREATE TRIGGER districts_auth_truncate AFTER TRUNCATE ON districts
  FOR EACH STATEMENT EXECUTE FUNCTION lectern_auth_all_changed();
