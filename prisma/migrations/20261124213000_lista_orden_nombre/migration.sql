-- The staff list sorts by name (then id): with this index a page is read in order, instead of
-- sorting every matching car (15,000 at 100,000 cars for a common colour) on each request.

-- CreateIndex
CREATE INDEX "coches_nombre_id_idx" ON "coches"("nombre", "id");
