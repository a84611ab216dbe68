-- The cached session now carries the caller's learner, instructor and school, with the school's PKK
-- permission (ADR 026). Whatever changes them is announced on osk_user_changed with the user's id, as
-- the session and account changes of migration 0004 are: a learner record created (attached to a
-- school at creation), an instructor record created, changed or removed, and a school's PKK permission
-- or registry number changed. (A learner attached to or detached from a school is an UPDATE of
-- students, already announced.)
DROP TRIGGER IF EXISTS students_user_changed ON students;
--> statement-breakpoint
CREATE TRIGGER students_user_changed AFTER INSERT OR UPDATE OR DELETE ON students FOR EACH ROW EXECUTE FUNCTION osk_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER instructors_user_changed AFTER INSERT OR UPDATE OR DELETE ON instructors FOR EACH ROW EXECUTE FUNCTION osk_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER schools_user_created_or_deleted AFTER INSERT OR DELETE ON schools FOR EACH ROW EXECUTE FUNCTION osk_notify_user_changed();
--> statement-breakpoint
-- Only what the session carries: a school's stock, PIN counter and profile change often and are read
-- where they are used.
CREATE TRIGGER schools_user_changed AFTER UPDATE ON schools FOR EACH ROW
  WHEN (OLD.can_use_pkk IS DISTINCT FROM NEW.can_use_pkk OR OLD.pkk_registry_number IS DISTINCT FROM NEW.pkk_registry_number OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION osk_notify_user_changed();
