-- The stock lives here, not in files: one row per car of a tenant, the car as the stock feed sent it (spec field
-- names), so a dealer's stock system can change it while the site runs.
CREATE TABLE stock_cars (
  tenant text NOT NULL,
  id bigint NOT NULL,
  car jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (tenant, id)
);

-- A tenant's stock is seeded from its fixtures once, on its first start; a dealer who later removes every car does
-- not get the demo back on the next start.
CREATE TABLE stock_seeded (
  tenant text PRIMARY KEY,
  seeded_at timestamptz NOT NULL
);

-- The stock API's tokens, per tenant, kept as SHA-256 hashes only; a revoked token is kept (revoked_at) so a log can
-- still say which token it was.
CREATE TABLE stock_tokens (
  id uuid PRIMARY KEY,
  tenant text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  label text NOT NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX stock_tokens_by_tenant ON stock_tokens (tenant, created_at);
