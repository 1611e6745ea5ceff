-- Business phones are stored as the contract accepts them: E.164 (+12075550131). The demo seed
-- once stored the display form "(207) 555-0131", which the admin business form refuses. Only that
-- exact NANP shape is rewritten: it can only mean +1 and these ten digits. Anything else stays.
UPDATE "businesses"
SET "phone" = '+1' || regexp_replace("phone", '[^0-9]', '', 'g')
WHERE "phone" ~ '^[(][2-9][0-9]{2}[)] [2-9][0-9]{2}-[0-9]{4}$';
