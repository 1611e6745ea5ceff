-- Distance search (decision 099). cube and earthdistance are trusted extensions (PostgreSQL 13+),
-- so a database owner may create them without superuser; PGlite loads both (db/pglite-extensions.mjs).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "geo" "cube";--> statement-breakpoint
CREATE INDEX "businesses_geo_points_idx" ON "businesses" USING btree ("id","geo");--> statement-breakpoint
-- A business's earth point follows its latitude and longitude on every write, whichever path
-- writes them (the forms, the geocoder, a pin taken away), so none can forget it.
CREATE FUNCTION businesses_set_geo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.geo := CASE
    WHEN NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL
      THEN ll_to_earth(NEW.latitude, NEW.longitude)::cube
  END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER businesses_set_geo BEFORE INSERT OR UPDATE OF latitude, longitude, geo ON businesses
  FOR EACH ROW EXECUTE FUNCTION businesses_set_geo();--> statement-breakpoint
-- The businesses already placed.
UPDATE businesses SET geo = ll_to_earth(latitude, longitude)::cube
WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
