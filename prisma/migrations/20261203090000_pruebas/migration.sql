-- Test drives booked in real slots (issue 41). Ranges of time are tstzrange, half-open
-- [start, end); the database itself refuses two drives of one car, or of one salesperson, that
-- overlap (exclusion constraints, with btree_gist for the equality part).
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- How long a drive lasts ('Datos de la empresa').
ALTER TABLE "empresa" ADD COLUMN "prueba_minutos" SMALLINT NOT NULL DEFAULT 45;
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_prueba_minutos_check" CHECK ("prueba_minutos" BETWEEN 15 AND 180);

-- Each branch's opening hours by ISO weekday (1 Monday … 7 Sunday); a day without a row is closed.
-- Seeded by *_sede_calendario with the hours the site has always shown: Monday to Friday.
CREATE TABLE "sede_horarios" (
  "sede_id" SMALLINT NOT NULL,
  "dia" SMALLINT NOT NULL CHECK ("dia" BETWEEN 1 AND 7),
  "abre" TIME(0) NOT NULL,
  "cierra" TIME(0) NOT NULL,
  CONSTRAINT "sede_horarios_check" CHECK ("abre" < "cierra"),
  PRIMARY KEY ("sede_id", "dia")
);

-- Days a branch is closed (sede_id null: every branch), edited by staff; seeded by *_sede_calendario.
CREATE TABLE "sede_cierres" (
  "id" SERIAL PRIMARY KEY,
  "sede_id" SMALLINT,
  "dia" DATE NOT NULL,
  "motivo" VARCHAR(120) NOT NULL,
  CONSTRAINT "sede_cierres_sede_dia_key" UNIQUE NULLS NOT DISTINCT ("sede_id", "dia")
);

-- The branch a salesperson works at: they take that branch's drives.
ALTER TABLE "users" ADD COLUMN "sede_id" SMALLINT;

-- A salesperson's weekly hours by ISO weekday; a day without a row they do not work.
CREATE TABLE "vendedor_horarios" (
  "user_id" INTEGER NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "dia" SMALLINT NOT NULL CHECK ("dia" BETWEEN 1 AND 7),
  "abre" TIME(0) NOT NULL,
  "cierra" TIME(0) NOT NULL,
  CONSTRAINT "vendedor_horarios_check" CHECK ("abre" < "cierra"),
  PRIMARY KEY ("user_id", "dia")
);

-- A salesperson's time off ('ausencia') and the time staff block in the diary ('bloqueo').
CREATE TABLE "agenda_bloqueos" (
  "id" SERIAL PRIMARY KEY,
  "user_id" INTEGER NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "tipo" VARCHAR(10) NOT NULL CHECK ("tipo" IN ('ausencia', 'bloqueo')),
  "periodo" TSTZRANGE NOT NULL CHECK (NOT isempty("periodo")),
  "motivo" VARCHAR(120) NOT NULL DEFAULT '',
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);
CREATE INDEX "agenda_bloqueos_user_periodo_idx" ON "agenda_bloqueos" USING gist ("user_id", "periodo");

-- A booked test drive: its enquiry (source 'prueba'), the car, the salesperson, the branch and
-- the time; the token of its link to cancel or move it; its mails.
ALTER TABLE "leads" DROP CONSTRAINT "leads_source_check";
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_check" CHECK ("source" IN ('vehiculo', 'cita', 'landing', 'contacto', 'clasea', 'tasacion', 'reserva', 'prueba'));
CREATE TABLE "pruebas" (
  "id" SERIAL PRIMARY KEY,
  "lead_id" INTEGER NOT NULL UNIQUE REFERENCES "leads"("id") ON DELETE CASCADE,
  "coche_id" INTEGER NOT NULL REFERENCES "coches"("id") ON DELETE CASCADE,
  "user_id" INTEGER NOT NULL REFERENCES "users"("id"),
  "sede_id" SMALLINT NOT NULL,
  "periodo" TSTZRANGE NOT NULL,
  "estado" VARCHAR(14) NOT NULL DEFAULT 'reservada' CHECK ("estado" IN ('reservada', 'hecha', 'no_presentado', 'cancelada')),
  "token" VARCHAR(43) NOT NULL UNIQUE,
  "cancelada_at" TIMESTAMPTZ(3),
  -- When the confirmation went out, and each reminder (24 and 2 hours before).
  "correo_at" TIMESTAMPTZ(3),
  "recordatorio_24_at" TIMESTAMPTZ(3),
  "recordatorio_2_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  CONSTRAINT "pruebas_periodo_check" CHECK (NOT isempty("periodo") AND lower_inc("periodo") AND NOT upper_inc("periodo")),
  CONSTRAINT "pruebas_coche_sin_solape" EXCLUDE USING gist ("coche_id" WITH =, "periodo" WITH &&) WHERE ("estado" = 'reservada'),
  CONSTRAINT "pruebas_vendedor_sin_solape" EXCLUDE USING gist ("user_id" WITH =, "periodo" WITH &&) WHERE ("estado" = 'reservada')
);
CREATE INDEX "pruebas_sede_periodo_idx" ON "pruebas" USING gist ("sede_id", "periodo");
