-- The staff vehicle list searches nombre, matricula and color with a case-insensitive
-- 'contains' (ILIKE '%text%'), which a B-tree cannot serve: at 100,000 cars that is a scan of
-- the table on every keystroke's search. Trigram GIN indexes answer it from the index.
-- pg_trgm is a trusted extension: the database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "coches_nombre_trgm_idx" ON "coches" USING GIN ("nombre" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "coches_matricula_trgm_idx" ON "coches" USING GIN ("matricula" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "coches_color_trgm_idx" ON "coches" USING GIN ("color" gin_trgm_ops);
