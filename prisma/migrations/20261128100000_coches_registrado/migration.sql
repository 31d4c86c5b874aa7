-- When a car's row was made, which nothing moves: new-car alerts compare it, now that
-- fecha_entrada (the real entry) can be backdated by an import or the vehicle form. Existing
-- cars were registered when they entered.
ALTER TABLE "coches" ADD COLUMN "registrado_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
CREATE INDEX "coches_registrado_at_idx" ON "coches"("registrado_at");
UPDATE "coches" SET "registrado_at" = "fecha_entrada";
