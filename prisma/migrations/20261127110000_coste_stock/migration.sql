-- The stock aging report's estimated holding cost: what one car in stock costs the dealership a
-- day (financing, insurance, space, depreciation), in whole euros; about 17 € by default.
ALTER TABLE "empresa" ADD COLUMN "coste_stock_dia" INTEGER NOT NULL DEFAULT 17;
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_coste_stock_dia_check" CHECK ("coste_stock_dia" BETWEEN 0 AND 10000);
