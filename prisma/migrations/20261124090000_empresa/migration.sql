-- CreateTable
CREATE TABLE "empresa" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "razon_social" VARCHAR(150),
    "cif" VARCHAR(9),
    "registro_mercantil" VARCHAR(300),
    "email_privacidad" VARCHAR(254),
    "telefono_tarahales" VARCHAR(20),
    "telefono_el_tablero" VARCHAR(20),
    "telefono_tenerife" VARCHAR(20),
    "whatsapp" VARCHAR(20),
    "instagram" VARCHAR(300),
    "facebook" VARCHAR(300),
    "youtube" VARCHAR(300),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "empresa_pkey" PRIMARY KEY ("id")
);

-- Hand-written: one row only, present from the start (empty: nothing filled in yet), so the
-- site reads it and the staff screen updates it without ever inserting.
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_una_fila" CHECK ("id" = 1);
INSERT INTO "empresa" ("id") VALUES (1) ON CONFLICT DO NOTHING;
