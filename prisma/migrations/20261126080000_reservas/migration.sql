-- Reservation holds: a visitor asks to hold a car, staff confirm it, and the car is RESERVADO
-- until reservado_hasta. The deposit and the hold's length are staff settings ('Datos de la empresa').
ALTER TABLE "empresa"
  ADD COLUMN "reserva_senal" INTEGER NOT NULL DEFAULT 300,
  ADD COLUMN "reserva_horas" INTEGER NOT NULL DEFAULT 72,
  ADD COLUMN "iban" VARCHAR(34),
  ADD CONSTRAINT "empresa_reserva_senal_check" CHECK ("reserva_senal" BETWEEN 0 AND 100000),
  ADD CONSTRAINT "empresa_reserva_horas_check" CHECK ("reserva_horas" BETWEEN 1 AND 720);

ALTER TABLE "coches" ADD COLUMN "reservado_hasta" TIMESTAMPTZ(3);

CREATE TABLE "reservas" (
    "id" SERIAL NOT NULL,
    "lead_id" INTEGER NOT NULL,
    "coche_id" INTEGER NOT NULL,
    "sede_id" SMALLINT NOT NULL,
    "estado" VARCHAR(12) NOT NULL DEFAULT 'pendiente',
    "hasta" TIMESTAMPTZ(3),
    "confirmada_at" TIMESTAMPTZ(3),
    "confirmada_por" INTEGER,
    "cerrada_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "reservas_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "reservas_estado_check" CHECK ("estado" IN ('pendiente', 'confirmada', 'liberada', 'caducada', 'rechazada')),
    CONSTRAINT "reservas_sede_check" CHECK ("sede_id" BETWEEN 1 AND 3),
    CONSTRAINT "reservas_hasta_check" CHECK ("estado" <> 'confirmada' OR "hasta" IS NOT NULL)
);

CREATE UNIQUE INDEX "reservas_lead_id_key" ON "reservas"("lead_id");
CREATE INDEX "reservas_coche_id_estado_idx" ON "reservas"("coche_id", "estado");
CREATE INDEX "reservas_estado_hasta_idx" ON "reservas"("estado", "hasta");
-- Two reservations of one car can never both be confirmed.
CREATE UNIQUE INDEX "reservas_una_confirmada_por_coche" ON "reservas"("coche_id") WHERE "estado" = 'confirmada';

ALTER TABLE "reservas" ADD CONSTRAINT "reservas_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_coche_id_fkey" FOREIGN KEY ("coche_id") REFERENCES "coches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_confirmada_por_fkey" FOREIGN KEY ("confirmada_por") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
