-- The enquiry workflow (issue 19): each enquiry's status (a lost one keeps its reason), the staff
-- member it is assigned to, and a timeline of every change and note.
ALTER TABLE "leads" ADD COLUMN "estado" VARCHAR(20) NOT NULL DEFAULT 'nueva';
ALTER TABLE "leads" ADD COLUMN "motivo_perdida" VARCHAR(40);
ALTER TABLE "leads" ADD COLUMN "asignado_id" INTEGER;
ALTER TABLE "leads" ADD CONSTRAINT "leads_estado_check" CHECK ("estado" IN ('nueva', 'contactada', 'cita', 'negociacion', 'vendida', 'perdida'));
ALTER TABLE "leads" ADD CONSTRAINT "leads_motivo_perdida_check" CHECK (("estado" = 'perdida') = ("motivo_perdida" IS NOT NULL));
ALTER TABLE "leads" ADD CONSTRAINT "leads_asignado_id_fkey" FOREIGN KEY ("asignado_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "leads_asignado_id_idx" ON "leads"("asignado_id");
CREATE INDEX "leads_estado_created_at_idx" ON "leads"("estado", "created_at");

-- One row per change: 'estado' {de, a, motivo?}, 'asignacion' {de, a} (user ids or null), 'nota' {texto}.
-- user_id: who made it (null once that account is gone).
CREATE TABLE "lead_eventos" (
    "id" SERIAL NOT NULL,
    "lead_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "tipo" VARCHAR(20) NOT NULL,
    "datos" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_eventos_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "lead_eventos_tipo_check" CHECK ("tipo" IN ('estado', 'asignacion', 'nota'))
);
CREATE INDEX "lead_eventos_lead_id_created_at_idx" ON "lead_eventos"("lead_id", "created_at");
CREATE INDEX "lead_eventos_user_id_idx" ON "lead_eventos"("user_id");
ALTER TABLE "lead_eventos" ADD CONSTRAINT "lead_eventos_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "lead_eventos" ADD CONSTRAINT "lead_eventos_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
