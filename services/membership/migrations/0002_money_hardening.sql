-- Up Migration
-- A card given with a subscription is kept only once its first payment succeeds: until then it is
-- unconfirmed (never listed, never main) and a declined first payment deletes it.
ALTER TABLE payment_methods ADD COLUMN confirmed boolean NOT NULL DEFAULT true;

-- One stored method per card and user (the provider's masked number and company name the card):
-- registering the same card again answers the method already stored. Older twins are retired first.
UPDATE payment_methods p SET deleted_at = now(), is_main = false
WHERE p.deleted_at IS NULL AND p.card_number <> '' AND EXISTS (
  SELECT 1 FROM payment_methods q
  WHERE q.user_id = p.user_id AND q.card_company = p.card_company AND q.card_number = p.card_number
    AND q.deleted_at IS NULL AND (q.is_main, q.created_at, q.id) > (p.is_main, p.created_at, p.id));
CREATE UNIQUE INDEX payment_methods_one_per_card ON payment_methods (user_id, card_company, card_number)
  WHERE deleted_at IS NULL AND card_number <> '';

-- The method a charge went to (first payments name it; the others use the main card at the time).
ALTER TABLE membership_histories ADD COLUMN method_id uuid;

-- Down Migration
ALTER TABLE membership_histories DROP COLUMN method_id;
DROP INDEX payment_methods_one_per_card;
ALTER TABLE payment_methods DROP COLUMN confirmed;
