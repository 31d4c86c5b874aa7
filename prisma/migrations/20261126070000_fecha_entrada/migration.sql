-- A car's real entry into the stock, which 'renovar' leaves alone (it moves created_at, the
-- public 'newest' order); the saved searches' digests read it. The index comes before the
-- backfill: the UPDATE leaves trigger events pending, after which PostgreSQL refuses CREATE INDEX
-- on the table in the same transaction.
ALTER TABLE "coches" ADD COLUMN "fecha_entrada" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
CREATE INDEX "coches_fecha_entrada_idx" ON "coches"("fecha_entrada");
UPDATE "coches" SET "fecha_entrada" = "created_at";

-- When an alert's last confirmation mail was queued (a search saved again waits a day for another).
ALTER TABLE "alertas" ADD COLUMN "confirmacion_at" TIMESTAMPTZ(3);
