-- Public read cache invalidation (issue 13, decision 013): every statement that changes a table
-- the cached public answers read (the listing, one car, booked dates, car reviews, facets)
-- sends NOTIFY gaadi_public_reads with the table's name. Statement-level, so a statement
-- touching many rows sends one notification; inside a transaction PostgreSQL delivers it at
-- commit, never for a rollback, and folds duplicates. Every server LISTENs and drops its
-- cached answers on each one (plugins/app/public-read-cache.ts). The database sends it, so no
-- write path in the code can forget to.
CREATE FUNCTION "gaadi_public_reads_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gaadi_public_reads', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cars_public_reads_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cars"
  FOR EACH STATEMENT EXECUTE FUNCTION "gaadi_public_reads_notify"();
--> statement-breakpoint
CREATE TRIGGER "bookings_public_reads_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "gaadi_public_reads_notify"();
--> statement-breakpoint
CREATE TRIGGER "reviews_public_reads_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "gaadi_public_reads_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_public_reads_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "gaadi_public_reads_notify"();
