-- Forecourt site storage, first schema. Every table carries the tenant slug and every query filters by it.
-- Ids are UUIDs made by the server; car, dealership and location ids come from the stock feed (bigint).
-- seq columns only order rows written within the same millisecond.

CREATE TABLE leads (
  tenant text NOT NULL,
  id uuid NOT NULL,
  idempotency_key text NOT NULL,
  form text NOT NULL,
  category text NOT NULL,
  subcategory text,
  car_id bigint,
  payload jsonb NOT NULL,
  steps jsonb NOT NULL DEFAULT '{}',
  form_completed boolean NOT NULL,
  offer_accepted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (tenant, id),
  UNIQUE (tenant, idempotency_key)
);
CREATE INDEX leads_recent ON leads (tenant, created_at DESC, seq DESC);

-- The CRM outbox: one row per delivery of a lead's document (the lead, then each trade-in update).
CREATE TABLE crm_jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL,
  lead_id uuid NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  -- Delivery attempts started: counted when a job is claimed, so a server dying mid-delivery still counts.
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  lease_until timestamptz,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (tenant, lead_id) REFERENCES leads (tenant, id) ON DELETE CASCADE
);
CREATE INDEX crm_jobs_due ON crm_jobs (next_attempt_at, id) WHERE state = 'pending';
CREATE INDEX crm_jobs_lead ON crm_jobs (tenant, lead_id, id DESC);

CREATE TABLE users (
  tenant text NOT NULL,
  id uuid NOT NULL,
  email text,
  phone text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant, id),
  CHECK (email IS NOT NULL OR phone IS NOT NULL)
);
CREATE UNIQUE INDEX users_email ON users (tenant, lower(email));
CREATE UNIQUE INDEX users_phone ON users (tenant, phone);

-- One-time sign-in codes, hashed; only the newest code of a destination is checked.
CREATE TABLE sign_in_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL,
  destination text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX sign_in_codes_destination ON sign_in_codes (tenant, destination, id DESC);

-- Server-side sessions, keyed by the hash of the cookie's token.
CREATE TABLE sessions (
  tenant text NOT NULL,
  token_hash text NOT NULL,
  user_id uuid NOT NULL,
  csrf_token text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant, token_hash),
  FOREIGN KEY (tenant, user_id) REFERENCES users (tenant, id) ON DELETE CASCADE
);
CREATE INDEX sessions_expiry ON sessions (expires_at);

CREATE TABLE watchlist (
  tenant text NOT NULL,
  user_id uuid NOT NULL,
  car_id bigint NOT NULL,
  added_at timestamptz NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (tenant, user_id, car_id),
  FOREIGN KEY (tenant, user_id) REFERENCES users (tenant, id) ON DELETE CASCADE
);

CREATE TABLE car_views (
  tenant text NOT NULL,
  car_id bigint NOT NULL,
  views integer NOT NULL,
  PRIMARY KEY (tenant, car_id)
);

CREATE TABLE phone_reveals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL,
  car_id bigint NOT NULL,
  dealership_id bigint,
  website_id text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX phone_reveals_car ON phone_reveals (tenant, car_id);

CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL,
  event integer NOT NULL,
  car_id bigint,
  at timestamptz NOT NULL
);
CREATE INDEX analytics_events_at ON analytics_events (tenant, at);

-- Reservations keep the payment provider's reference only, never card data.
CREATE TABLE reservations (
  tenant text NOT NULL,
  id uuid NOT NULL,
  car_id bigint NOT NULL,
  user_id uuid,
  lead_id uuid,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  payment_reference text NOT NULL,
  status text NOT NULL CHECK (status IN ('reserved', 'cancelled')),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant, id),
  FOREIGN KEY (tenant, user_id) REFERENCES users (tenant, id),
  FOREIGN KEY (tenant, lead_id) REFERENCES leads (tenant, id)
);
CREATE UNIQUE INDEX reservations_active_car ON reservations (tenant, car_id) WHERE status = 'reserved';

CREATE TABLE appointments (
  tenant text NOT NULL,
  location_id bigint NOT NULL,
  starts_at timestamptz NOT NULL,
  lead_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant, location_id, starts_at),
  FOREIGN KEY (tenant, lead_id) REFERENCES leads (tenant, id)
);
