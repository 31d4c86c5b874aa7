-- CreateTable
CREATE TABLE "marcas" (
    "id" SERIAL NOT NULL,
    "nombre" VARCHAR(100) NOT NULL,

    CONSTRAINT "marcas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "modelos" (
    "id" SERIAL NOT NULL,
    "marca_id" INTEGER NOT NULL,
    "nombre" VARCHAR(100) NOT NULL,

    CONSTRAINT "modelos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "carrocerias" (
    "id" SERIAL NOT NULL,
    "nombre" VARCHAR(100) NOT NULL,

    CONSTRAINT "carrocerias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cambios" (
    "id" SERIAL NOT NULL,
    "nombre" VARCHAR(100) NOT NULL,

    CONSTRAINT "cambios_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "combustibles" (
    "id" SERIAL NOT NULL,
    "nombre" VARCHAR(100) NOT NULL,

    CONSTRAINT "combustibles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "garantias" (
    "id" SERIAL NOT NULL,
    "nombre" VARCHAR(100) NOT NULL,

    CONSTRAINT "garantias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coches" (
    "id" SERIAL NOT NULL,
    "slug" VARCHAR(200) NOT NULL,
    "nombre" VARCHAR(150) NOT NULL,
    "marca_id" INTEGER NOT NULL,
    "modelo_id" INTEGER NOT NULL,
    "year" SMALLINT NOT NULL,
    "kilometros" INTEGER NOT NULL,
    "potencia" INTEGER NOT NULL,
    "cilindrada" INTEGER,
    "cilindros" SMALLINT,
    "marchas" SMALLINT,
    "plazas" SMALLINT NOT NULL,
    "puertas" SMALLINT NOT NULL,
    "color" VARCHAR(60) NOT NULL,
    "emisiones" INTEGER,
    "precio" INTEGER NOT NULL,
    "precio_oferta" INTEGER,
    "matricula" VARCHAR(20),
    "eco_id" SMALLINT,
    "estado_id" SMALLINT NOT NULL DEFAULT 1,
    "carroceria_id" INTEGER NOT NULL,
    "combustible_id" INTEGER NOT NULL,
    "cambio_id" INTEGER NOT NULL,
    "garantia_id" INTEGER NOT NULL,
    "caracteristicas" TEXT,
    "activo" BOOLEAN NOT NULL DEFAULT true,
    "numbook" INTEGER NOT NULL DEFAULT 0,
    "num_contactos" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "coches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fotos" (
    "id" SERIAL NOT NULL,
    "coche_id" INTEGER NOT NULL,
    "orden" INTEGER NOT NULL DEFAULT 0,
    "width" INTEGER,
    "height" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fotos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "videos" (
    "id" SERIAL NOT NULL,
    "coche_id" INTEGER NOT NULL,
    "filename" VARCHAR(255) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "videos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "precio_historial" (
    "id" SERIAL NOT NULL,
    "coche_id" INTEGER NOT NULL,
    "precio" INTEGER NOT NULL,
    "precio_oferta" INTEGER,
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "precio_historial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "banners" (
    "id" SERIAL NOT NULL,
    "type" VARCHAR(10) NOT NULL,
    "image_path" VARCHAR(255),
    "video_path" VARCHAR(255),
    "button_text" VARCHAR(120) NOT NULL,
    "button_link" VARCHAR(500) NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "banners_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "password" VARCHAR(100) NOT NULL,
    "email_verified_at" TIMESTAMPTZ(3),
    "remember_token" VARCHAR(100),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "token" VARCHAR(100) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session" (
    "sid" VARCHAR NOT NULL,
    "sess" JSON NOT NULL,
    "expire" TIMESTAMP(6) NOT NULL,

    CONSTRAINT "session_pkey" PRIMARY KEY ("sid")
);

-- CreateTable
CREATE TABLE "contacts" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "phone" VARCHAR(40) NOT NULL,
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "leads" (
    "id" SERIAL NOT NULL,
    "source" VARCHAR(20) NOT NULL,
    "coche_id" INTEGER,
    "nombre" VARCHAR(200) NOT NULL,
    "apellidos" VARCHAR(200),
    "telefono" VARCHAR(40) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "mensaje" TEXT,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "consent_at" TIMESTAMPTZ(3) NOT NULL,
    "consent_version" VARCHAR(40) NOT NULL,
    "ip" VARCHAR(45),
    "user_agent" TEXT,
    "mailed_at" TIMESTAMPTZ(3),
    "mail_error" TEXT,
    "webhook_status" VARCHAR(10),
    "webhook_attempts" INTEGER NOT NULL DEFAULT 0,
    "webhook_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "leads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "marcas_nombre_key" ON "marcas"("nombre");

-- CreateIndex
CREATE UNIQUE INDEX "modelos_marca_id_nombre_key" ON "modelos"("marca_id", "nombre");

-- CreateIndex
CREATE UNIQUE INDEX "carrocerias_nombre_key" ON "carrocerias"("nombre");

-- CreateIndex
CREATE UNIQUE INDEX "cambios_nombre_key" ON "cambios"("nombre");

-- CreateIndex
CREATE UNIQUE INDEX "combustibles_nombre_key" ON "combustibles"("nombre");

-- CreateIndex
CREATE UNIQUE INDEX "garantias_nombre_key" ON "garantias"("nombre");

-- CreateIndex
CREATE UNIQUE INDEX "coches_slug_key" ON "coches"("slug");

-- CreateIndex
CREATE INDEX "coches_estado_id_activo_created_at_idx" ON "coches"("estado_id", "activo", "created_at" DESC);

-- CreateIndex
CREATE INDEX "coches_marca_id_idx" ON "coches"("marca_id");

-- CreateIndex
CREATE INDEX "coches_modelo_id_idx" ON "coches"("modelo_id");

-- CreateIndex
CREATE INDEX "coches_combustible_id_idx" ON "coches"("combustible_id");

-- CreateIndex
CREATE INDEX "coches_cambio_id_idx" ON "coches"("cambio_id");

-- CreateIndex
CREATE INDEX "coches_carroceria_id_idx" ON "coches"("carroceria_id");

-- CreateIndex
CREATE INDEX "coches_precio_idx" ON "coches"("precio");

-- CreateIndex
CREATE INDEX "coches_kilometros_idx" ON "coches"("kilometros");

-- CreateIndex
CREATE INDEX "coches_year_idx" ON "coches"("year");

-- CreateIndex
CREATE INDEX "fotos_coche_id_orden_idx" ON "fotos"("coche_id", "orden");

-- CreateIndex
CREATE UNIQUE INDEX "videos_filename_key" ON "videos"("filename");

-- CreateIndex
CREATE INDEX "videos_coche_id_idx" ON "videos"("coche_id");

-- CreateIndex
CREATE INDEX "precio_historial_coche_id_created_at_idx" ON "precio_historial"("coche_id", "created_at");

-- CreateIndex
CREATE INDEX "banners_order_idx" ON "banners"("order");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_key" ON "password_reset_tokens"("token");

-- CreateIndex
CREATE INDEX "password_reset_tokens_email_idx" ON "password_reset_tokens"("email");

-- CreateIndex
CREATE INDEX "IDX_session_expire" ON "session"("expire");

-- CreateIndex
CREATE INDEX "contacts_user_id_idx" ON "contacts"("user_id");

-- CreateIndex
CREATE INDEX "leads_created_at_idx" ON "leads"("created_at");

-- CreateIndex
CREATE INDEX "leads_coche_id_idx" ON "leads"("coche_id");

-- AddForeignKey
ALTER TABLE "modelos" ADD CONSTRAINT "modelos_marca_id_fkey" FOREIGN KEY ("marca_id") REFERENCES "marcas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coches" ADD CONSTRAINT "coches_marca_id_fkey" FOREIGN KEY ("marca_id") REFERENCES "marcas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coches" ADD CONSTRAINT "coches_modelo_id_fkey" FOREIGN KEY ("modelo_id") REFERENCES "modelos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coches" ADD CONSTRAINT "coches_carroceria_id_fkey" FOREIGN KEY ("carroceria_id") REFERENCES "carrocerias"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coches" ADD CONSTRAINT "coches_combustible_id_fkey" FOREIGN KEY ("combustible_id") REFERENCES "combustibles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coches" ADD CONSTRAINT "coches_cambio_id_fkey" FOREIGN KEY ("cambio_id") REFERENCES "cambios"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coches" ADD CONSTRAINT "coches_garantia_id_fkey" FOREIGN KEY ("garantia_id") REFERENCES "garantias"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fotos" ADD CONSTRAINT "fotos_coche_id_fkey" FOREIGN KEY ("coche_id") REFERENCES "coches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "videos" ADD CONSTRAINT "videos_coche_id_fkey" FOREIGN KEY ("coche_id") REFERENCES "coches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "precio_historial" ADD CONSTRAINT "precio_historial_coche_id_fkey" FOREIGN KEY ("coche_id") REFERENCES "coches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "precio_historial" ADD CONSTRAINT "precio_historial_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_coche_id_fkey" FOREIGN KEY ("coche_id") REFERENCES "coches"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CHECK constraints (not expressible in schema.prisma; added by hand)
ALTER TABLE "coches"
    ADD CONSTRAINT "coches_estado_id_check" CHECK ("estado_id" IN (1, 2, 3)),
    ADD CONSTRAINT "coches_eco_id_check" CHECK ("eco_id" BETWEEN 1 AND 4),
    ADD CONSTRAINT "coches_year_check" CHECK ("year" BETWEEN 1900 AND 2100),
    ADD CONSTRAINT "coches_precio_check" CHECK ("precio" >= 0),
    ADD CONSTRAINT "coches_precio_oferta_check" CHECK ("precio_oferta" >= 0),
    ADD CONSTRAINT "coches_kilometros_check" CHECK ("kilometros" >= 0),
    ADD CONSTRAINT "coches_contadores_check" CHECK ("numbook" >= 0 AND "num_contactos" >= 0);

ALTER TABLE "fotos"
    ADD CONSTRAINT "fotos_orden_check" CHECK ("orden" >= 0),
    ADD CONSTRAINT "fotos_size_check" CHECK ("width" > 0 AND "height" > 0);

ALTER TABLE "precio_historial"
    ADD CONSTRAINT "precio_historial_precio_check" CHECK ("precio" >= 0 AND "precio_oferta" >= 0);

ALTER TABLE "banners"
    ADD CONSTRAINT "banners_type_check" CHECK ("type" IN ('image', 'video'));

ALTER TABLE "users"
    ADD CONSTRAINT "users_email_lower_check" CHECK ("email" = lower("email"));

ALTER TABLE "leads"
    ADD CONSTRAINT "leads_source_check" CHECK ("source" IN ('vehiculo', 'cita', 'landing', 'contacto', 'clasea')),
    ADD CONSTRAINT "leads_webhook_status_check" CHECK ("webhook_status" IN ('pending', 'sent', 'failed', 'skipped')),
    ADD CONSTRAINT "leads_webhook_attempts_check" CHECK ("webhook_attempts" >= 0);
