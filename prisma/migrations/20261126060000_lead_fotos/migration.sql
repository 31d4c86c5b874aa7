-- The photos of an enquiry (the trade-in valuation), private to staff.
CREATE TABLE "lead_fotos" (
    "id" SERIAL NOT NULL,
    "lead_id" INTEGER NOT NULL,
    "orden" SMALLINT NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "lead_fotos_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "lead_fotos_lead_id_orden_idx" ON "lead_fotos"("lead_id", "orden");

ALTER TABLE "lead_fotos" ADD CONSTRAINT "lead_fotos_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Two new kinds of enquiry: the trade-in valuation and the reservation hold.
ALTER TABLE "leads" DROP CONSTRAINT "leads_source_check";
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_check" CHECK ("source" IN ('vehiculo', 'cita', 'landing', 'contacto', 'clasea', 'tasacion', 'reserva'));
