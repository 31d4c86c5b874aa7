-- A brand's name, and a model's name within its brand, are unique whatever their case ('Audi'
-- and 'AUDI' are one brand). The application checks first for a friendly message; these
-- indexes close the race of two staff adding the same name at once. Prisma's schema cannot
-- express an index on lower(), so it lives only here.
CREATE UNIQUE INDEX "marcas_nombre_lower_key" ON "marcas" (lower("nombre"));
CREATE UNIQUE INDEX "modelos_marca_id_nombre_lower_key" ON "modelos" ("marca_id", lower("nombre"));
