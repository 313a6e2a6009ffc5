-- A hold remembers the request that made it: a retry of that request (its answer was lost, or the server stopped
-- between the hold and the lead) finds its own hold and finishes it, instead of finding the car taken.
ALTER TABLE reservations ADD COLUMN idempotency_key text;
ALTER TABLE reservations ADD COLUMN request_fingerprint text;
CREATE INDEX reservations_idempotency_key ON reservations (tenant, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
