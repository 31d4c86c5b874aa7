-- Who cancelled a test drive: its visitor (from the drive's link), the car (reserved, sold or
-- taken off the site) or staff (from the Agenda); and when the visitor was told, when it was not them.
ALTER TABLE "pruebas" ADD COLUMN "cancelada_por" VARCHAR(10) CHECK ("cancelada_por" IN ('visitante', 'coche', 'personal'));
ALTER TABLE "pruebas" ADD COLUMN "aviso_cancelacion_at" TIMESTAMPTZ(3);
-- Until now only visitors cancelled, from their link.
UPDATE "pruebas" SET "cancelada_por" = 'visitante', "cancelada_at" = COALESCE("cancelada_at", now()) WHERE "estado" = 'cancelada';
ALTER TABLE "pruebas" ADD CONSTRAINT "pruebas_cancelada_check" CHECK (("estado" = 'cancelada') = ("cancelada_por" IS NOT NULL AND "cancelada_at" IS NOT NULL));

-- A drive's life on its enquiry's timeline: moved, reassigned, cancelled, done or missed.
ALTER TABLE "lead_eventos" DROP CONSTRAINT "lead_eventos_tipo_check";
ALTER TABLE "lead_eventos" ADD CONSTRAINT "lead_eventos_tipo_check" CHECK ("tipo" IN ('estado', 'asignacion', 'nota', 'presupuesto', 'prueba'));
