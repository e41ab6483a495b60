-- What a grade's photo shows, in words, for a guest who cannot see it (the staff's Catalogue screen
-- asks for it beside each upload). Empty for the photos loaded before: the site then names the
-- photo by its grade and place ("Seaview Lodge, photo 2 of 3"), as it always has.
ALTER TABLE "grade_image" ADD COLUMN "alt" varchar(200) DEFAULT '' NOT NULL;
