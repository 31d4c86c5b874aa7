-- AlterTable: the effective price (public-site §4), computed by PostgreSQL on every write.
-- Hand-edited: Prisma declares it as @default(dbgenerated()) and never migrates that default.
ALTER TABLE "coches" ADD COLUMN "precio_efectivo" INTEGER NOT NULL
    GENERATED ALWAYS AS (CASE WHEN "precio_oferta" > 0 THEN "precio_oferta" ELSE "precio" END) STORED;
