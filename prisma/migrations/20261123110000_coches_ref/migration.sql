-- The dealership's own reference of a car (its stock number in the old system): the stock
-- import links a CSV row and its photos to a car by it, and a second import updates that car.
ALTER TABLE "coches" ADD COLUMN "ref" VARCHAR(60);

CREATE UNIQUE INDEX "coches_ref_key" ON "coches"("ref");
