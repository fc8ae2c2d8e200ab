-- Full-text search (issue 19). search_fold is normalizeSearchText (packages/domain/src/search.ts)
-- in SQL: lowercase, without accents or ligatures, for the Latin letters; a test compares the two.
-- Not lower() alone: on a database with the C locale it changes only ASCII letters.
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT replace(replace(translate(lower(regexp_replace(value, '[\u0300-\u036f]', '', 'g')), 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİĲĴĵĶķĹĺĻļĽľĿŁŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǄǅǇǈǊǋǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǤǦǧǨǩǪǫǬǭǮǯǰǱǲǴǵǶǷǸǹǺǻǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẛẞẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹỺỼỾ', 'aaaaaaæceeeeiiiiðnoooooøuuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddđeeeeeeeeeegggggggghhħiiiiiiiiiĳjjkkllllllŀłnnnnnnŋooooooœrrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽǆǆǉǉǌǌaaiioouuuuuuuuuuaaaaǥggkkooooʒʒjǳǳggƕƿnnaaøøaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyſßaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyyỻỽỿ'), 'œ', 'oe'), 'æ', 'ae') $$;
--> statement-breakpoint
-- The words of a title and of the first 100,000 characters of a body (a tsvector holds at most 1 MB).
ALTER TABLE "docs" ADD COLUMN "search_title" tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', search_fold("name"))) STORED;
--> statement-breakpoint
ALTER TABLE "doc_contents" ADD COLUMN "search_body" tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', search_fold(left("text", 100000)))) STORED;
--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "search_title" tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', search_fold("title"))) STORED;
--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "search_body" tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', search_fold(left("description_text", 100000)))) STORED;
--> statement-breakpoint
CREATE INDEX "docs_search_title_idx" ON "docs" USING gin ("search_title");
--> statement-breakpoint
CREATE INDEX "doc_contents_search_body_idx" ON "doc_contents" USING gin ("search_body");
--> statement-breakpoint
CREATE INDEX "logs_search_title_idx" ON "logs" USING gin ("search_title");
--> statement-breakpoint
CREATE INDEX "logs_search_body_idx" ON "logs" USING gin ("search_body");
