-- Per-car daily counters: each car's counted page views and enquiries per Canary Islands day,
-- one row per car and day, raised in place by the visit flush and the enquiry intake.
CREATE TABLE "actividad_diaria" (
    "coche_id" INTEGER NOT NULL,
    "dia" DATE NOT NULL,
    "visitas" INTEGER NOT NULL DEFAULT 0,
    "contactos" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "actividad_diaria_pkey" PRIMARY KEY ("coche_id","dia")
);

CREATE INDEX "actividad_diaria_dia_idx" ON "actividad_diaria"("dia");

ALTER TABLE "actividad_diaria" ADD CONSTRAINT "actividad_diaria_coche_id_fkey" FOREIGN KEY ("coche_id") REFERENCES "coches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
