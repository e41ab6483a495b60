-- The availability engine (decision 029, availability-engine.ts): each API process holds which nights every unit is taken
-- in memory, and hears of every change that a search can see on the channel
-- 'parkstays_availability', sent by the changing statement inside its own transaction, so it
-- arrives at commit and in commit order (a rolled-back change is never heard). The booking code
-- does not change; the exclusion constraint stays the truth about double booking.

-- What a booking means to a search (docs/product.md, "available_count"): 1 takes its unit's nights
-- for good (confirmed, or held with money paid or in flight: only the refund job lets that go),
-- 2 takes them while hold_expires_at is in the future (held, nothing paid), 0 takes nothing
-- (cancelled, expired, or held without an end). The engine's load and every notification use this
-- one definition.
CREATE FUNCTION availability_kind(status text, hold_expires_at timestamptz, paid_pence integer, pending_pence integer)
RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE
    WHEN status = 'confirmed' OR (status = 'held' AND (paid_pence > 0 OR pending_pence > 0)) THEN 1
    WHEN status = 'held' AND hold_expires_at IS NOT NULL THEN 2
    ELSE 0 END)::smallint
$$;
--> statement-breakpoint
-- A hold's end in whole microseconds since 1970 (exact: timestamptz keeps microseconds).
CREATE FUNCTION availability_expiry_us(hold_expires_at timestamptz)
RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN hold_expires_at IS NULL THEN NULL
    WHEN hold_expires_at = 'infinity'::timestamptz THEN 9007199254740991
    WHEN hold_expires_at = '-infinity'::timestamptz THEN -9007199254740991
    ELSE (extract(epoch FROM hold_expires_at) * 1000000)::bigint END
$$;
--> statement-breakpoint
-- A booking as the engine sees it: [grade_id, unit_id, first night (days since 1970-01-01),
-- nights, kind, hold end in µs or null], or null when it takes nothing.
CREATE FUNCTION availability_stay(grade_id integer, unit_id integer, arrival_date date, no_of_nights smallint,
  status text, hold_expires_at timestamptz, paid_pence integer, pending_pence integer)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE k WHEN 0 THEN NULL ELSE jsonb_build_array(grade_id, unit_id, arrival_date - DATE '1970-01-01',
    no_of_nights, k, CASE k WHEN 2 THEN availability_expiry_us(hold_expires_at) END) END
  FROM (SELECT availability_kind(status, hold_expires_at, paid_pence, pending_pence) AS k) AS kind
$$;
--> statement-breakpoint
-- Once per statement on booking: the rows whose meaning to a search changed, as
-- {"changes":[[id, before, after], ...]} (before/after as availability_stay, null for nothing).
-- A statement that changes more rows than fit in one notification (8000 bytes) asks instead for
-- those grades to be read again, {"stays":[grade ids]}, or everything, {"stays":"all"}.
-- Updates that change nothing a search sees (extras, codes, the account) send nothing.
CREATE FUNCTION booking_availability_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer;
  changes jsonb;
  grades jsonb;
  payload text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('parkstays_availability', '{"stays":"all"}');
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO touched FROM new_rows;
  ELSE
    SELECT count(*) INTO touched FROM old_rows;
  END IF;
  IF touched = 0 THEN
    RETURN NULL;
  END IF;
  IF touched <= 100 THEN
    IF TG_OP = 'INSERT' THEN
      SELECT jsonb_agg(jsonb_build_array(id, NULL, s) ORDER BY id) INTO changes
      FROM (SELECT n.id, availability_stay(n.grade_id, n.unit_id, n.arrival_date, n.no_of_nights, n.status,
              n.hold_expires_at, n.paid_pence, n.pending_pence) AS s FROM new_rows n) AS c
      WHERE s IS NOT NULL;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT jsonb_agg(jsonb_build_array(id, s, NULL) ORDER BY id) INTO changes
      FROM (SELECT o.id, availability_stay(o.grade_id, o.unit_id, o.arrival_date, o.no_of_nights, o.status,
              o.hold_expires_at, o.paid_pence, o.pending_pence) AS s FROM old_rows o) AS c
      WHERE s IS NOT NULL;
    ELSE
      SELECT jsonb_agg(jsonb_build_array(id, before, after) ORDER BY id) INTO changes
      FROM (
        SELECT id, o.s AS before, n.s AS after
        FROM (SELECT id, availability_stay(grade_id, unit_id, arrival_date, no_of_nights, status,
                hold_expires_at, paid_pence, pending_pence) AS s FROM old_rows) AS o
        FULL JOIN (SELECT id, availability_stay(grade_id, unit_id, arrival_date, no_of_nights, status,
                hold_expires_at, paid_pence, pending_pence) AS s FROM new_rows) AS n USING (id)
      ) AS c
      WHERE before IS DISTINCT FROM after;
    END IF;
    IF changes IS NULL THEN
      RETURN NULL;
    END IF;
    payload := jsonb_build_object('changes', changes)::text;
    IF length(payload) <= 7900 THEN
      PERFORM pg_notify('parkstays_availability', payload);
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(DISTINCT grade_id) INTO grades FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(DISTINCT grade_id) INTO grades FROM old_rows;
  ELSE
    SELECT jsonb_agg(DISTINCT grade_id) INTO grades
    FROM (SELECT grade_id FROM old_rows UNION SELECT grade_id FROM new_rows) AS g;
  END IF;
  IF jsonb_array_length(grades) > 1000 THEN
    PERFORM pg_notify('parkstays_availability', '{"stays":"all"}');
  ELSE
    PERFORM pg_notify('parkstays_availability', jsonb_build_object('stays', grades)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_availability_insert AFTER INSERT ON booking
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_availability_notify();
--> statement-breakpoint
CREATE TRIGGER booking_availability_update AFTER UPDATE ON booking
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_availability_notify();
--> statement-breakpoint
CREATE TRIGGER booking_availability_delete AFTER DELETE ON booking
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_availability_notify();
--> statement-breakpoint
CREATE TRIGGER booking_availability_truncate AFTER TRUNCATE ON booking
  FOR EACH STATEMENT EXECUTE FUNCTION booking_availability_notify();
--> statement-breakpoint
-- Prices: the grades whose price list changed, {"prices":[grade ids]}, or {"prices":"all"}.
CREATE FUNCTION price_availability_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  grades jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('parkstays_availability', '{"prices":"all"}');
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(DISTINCT grade_id) INTO grades FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(DISTINCT grade_id) INTO grades FROM old_rows;
  ELSE
    SELECT jsonb_agg(DISTINCT grade_id) INTO grades
    FROM (SELECT grade_id FROM old_rows UNION SELECT grade_id FROM new_rows) AS g;
  END IF;
  IF grades IS NULL THEN
    RETURN NULL;
  END IF;
  IF jsonb_array_length(grades) > 1000 THEN
    PERFORM pg_notify('parkstays_availability', '{"prices":"all"}');
  ELSE
    PERFORM pg_notify('parkstays_availability', jsonb_build_object('prices', grades)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER price_availability_insert AFTER INSERT ON price
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_availability_notify();
--> statement-breakpoint
CREATE TRIGGER price_availability_update AFTER UPDATE ON price
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_availability_notify();
--> statement-breakpoint
CREATE TRIGGER price_availability_delete AFTER DELETE ON price
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION price_availability_notify();
--> statement-breakpoint
CREATE TRIGGER price_availability_truncate AFTER TRUNCATE ON price
  FOR EACH STATEMENT EXECUTE FUNCTION price_availability_notify();
--> statement-breakpoint
-- Grades, parks, units and arrival-day rules change rarely (the operator's catalogue): any change
-- asks every engine to read the catalogue again, {"catalogue":true}.
CREATE FUNCTION catalogue_availability_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('parkstays_availability', '{"catalogue":true}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER grade_availability AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grade
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_availability_notify();
--> statement-breakpoint
CREATE TRIGGER park_availability AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON park
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_availability_notify();
--> statement-breakpoint
CREATE TRIGGER unit_availability AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON unit
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_availability_notify();
--> statement-breakpoint
CREATE TRIGGER arrival_rule_availability AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON arrival_rule
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_availability_notify();
