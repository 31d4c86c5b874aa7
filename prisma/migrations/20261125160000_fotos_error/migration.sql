-- AlterTable
ALTER TABLE "fotos" ADD COLUMN     "error" VARCHAR(300);
