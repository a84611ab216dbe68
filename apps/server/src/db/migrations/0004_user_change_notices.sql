-- Every server instance may keep sessions and learners' exam rights it read for a few seconds
-- (ADR 010). Whatever ends a session, or changes an account or a learner record, tells all instances
-- at commit through this channel, with the user's id as the payload.
CREATE OR REPLACE FUNCTION osk_notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed := COALESCE(NEW.id, OLD.id);
  ELSIF TG_TABLE_NAME = 'student_courses' THEN
    SELECT user_id INTO changed FROM students WHERE id = COALESCE(NEW.student_id, OLD.student_id);
  ELSE
    -- sessions and students both carry user_id
    changed := COALESCE(NEW.user_id, OLD.user_id);
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_notify('osk_user_changed', changed::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_user_changed AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION osk_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_user_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION osk_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER students_user_changed AFTER UPDATE OR DELETE ON students FOR EACH ROW EXECUTE FUNCTION osk_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER student_courses_user_changed AFTER INSERT OR UPDATE OR DELETE ON student_courses FOR EACH ROW EXECUTE FUNCTION osk_notify_user_changed();
