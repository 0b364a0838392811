-- Up Migration
-- Issue 27: a reservation pays for the seats chosen on the plan card, which may be more than the
-- manager and the members it names (empty seats are filled later). Older reservations paid for
-- exactly their people.
ALTER TABLE reservations ADD COLUMN seats integer;
UPDATE reservations SET seats = CASE WHEN plan = 'GROUP_PRO' THEN 1 + cardinality(member_ids) ELSE 1 END;
ALTER TABLE reservations ALTER COLUMN seats SET NOT NULL;
ALTER TABLE reservations ADD CONSTRAINT reservations_seats_cover_people CHECK (seats >= 1 + cardinality(member_ids));

-- Down Migration
ALTER TABLE reservations DROP CONSTRAINT reservations_seats_cover_people;
ALTER TABLE reservations DROP COLUMN seats;
