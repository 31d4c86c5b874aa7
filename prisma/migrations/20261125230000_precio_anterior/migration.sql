-- The price a card strikes through next to a reduced cash price: the lowest price of the 30 days
-- before the reduction (contracts/price-drop.ts), written with each price-history row. NULL: no
-- reduction the history supports.
ALTER TABLE "coches" ADD COLUMN "precio_anterior" INTEGER;
