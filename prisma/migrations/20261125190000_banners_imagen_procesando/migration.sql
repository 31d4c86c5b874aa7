-- A banner's uploaded image is processed by the 'banner-variants' job. Until then the row names
-- its private original (image_original), and image_path keeps the image the home shows; a file
-- the job cannot process leaves its reason for staff in image_error.
ALTER TABLE "banners" ADD COLUMN "image_original" VARCHAR(255);
ALTER TABLE "banners" ADD COLUMN "image_error" VARCHAR(300);
