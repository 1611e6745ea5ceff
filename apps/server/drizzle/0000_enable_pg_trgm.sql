-- Trigram operator classes for the substring searches on business names, job titles and locations.
-- pg_trgm is a trusted extension (PostgreSQL 13+), so a database owner may create it without superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
