-- Saved searches with e-mail alerts ('Crear alerta' on /buscar), double opt-in, and the cars
-- each alert has mailed (so no car goes to an alert twice).
CREATE TABLE "alertas" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "filtros" VARCHAR(1000) NOT NULL,
    "resumen" VARCHAR(500) NOT NULL,
    "token" VARCHAR(64) NOT NULL,
    "consent_at" TIMESTAMPTZ(3) NOT NULL,
    "consent_version" VARCHAR(40) NOT NULL,
    "ip" VARCHAR(45),
    "user_agent" TEXT,
    "confirmada_at" TIMESTAMPTZ(3),
    "visto_hasta" TIMESTAMPTZ(3),
    "ultimo_envio_at" TIMESTAMPTZ(3),
    "ultima_actividad_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "alertas_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "alertas_token_key" ON "alertas"("token");
CREATE UNIQUE INDEX "alertas_email_filtros_key" ON "alertas"("email", "filtros");
CREATE INDEX "alertas_confirmada_at_ultimo_envio_at_idx" ON "alertas"("confirmada_at", "ultimo_envio_at");
CREATE INDEX "alertas_ultima_actividad_at_idx" ON "alertas"("ultima_actividad_at");

CREATE TABLE "alerta_coches" (
    "alerta_id" INTEGER NOT NULL,
    "coche_id" INTEGER NOT NULL,
    "enviado_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "alerta_coches_pkey" PRIMARY KEY ("alerta_id","coche_id")
);

CREATE INDEX "alerta_coches_coche_id_idx" ON "alerta_coches"("coche_id");

ALTER TABLE "alerta_coches" ADD CONSTRAINT "alerta_coches_alerta_id_fkey" FOREIGN KEY ("alerta_id") REFERENCES "alertas"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "alerta_coches" ADD CONSTRAINT "alerta_coches_coche_id_fkey" FOREIGN KEY ("coche_id") REFERENCES "coches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
