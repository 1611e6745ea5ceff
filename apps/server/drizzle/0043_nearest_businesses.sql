-- Distance search's nearest-first walk (decision 099): a page of a nearby list reads the businesses
-- in distance order through this index and stops once the page is full. businesses is small.
CREATE INDEX "businesses_geo_nearest_idx" ON "businesses" USING gist ("geo");
