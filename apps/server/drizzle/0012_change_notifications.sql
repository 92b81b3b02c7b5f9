-- Notifications that let API processes cache what they read on every request:
-- a session that ends, and a change to a user's project list.
CREATE OR REPLACE FUNCTION kiln_notify_session_ended() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kiln_session_ended', OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER UPDATE OF revoked_at OR DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION kiln_notify_session_ended();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kiln_notify_project_list() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kiln_project_list', OLD.user_id);
  ELSE
    PERFORM pg_notify('kiln_project_list', NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_list_changed AFTER INSERT OR UPDATE OR DELETE ON projects
FOR EACH ROW EXECUTE FUNCTION kiln_notify_project_list();
--> statement-breakpoint
CREATE TRIGGER build_tasks_list_changed AFTER INSERT OR UPDATE OR DELETE ON build_tasks
FOR EACH ROW EXECUTE FUNCTION kiln_notify_project_list();
