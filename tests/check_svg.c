/* Pictures: the SVG of tiles, boards and catalogues carries one element per
 * placed tile and per piece, is the same for the same game and options,
 * and follows the snprintf-style size contract with statuses. Well-formed
 * XML and rendering to PNG are checked by tests/svg-tool.sh with xmllint
 * and rsvg-convert. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "hunters.h"
#include "scenario.h"

static int count_of(const char *text, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(text, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* The whole picture of a game, measured first, in a malloc'ed buffer. */
static char *board_svg(const hunters_game *g, const hunters_svg_options *o)
{
    size_t length = 0;
    ck_assert_int_eq(hunters_svg_board(g, o, NULL, 0, &length), HUNTERS_EBUFS);
    ck_assert_uint_gt(length, 0);
    char *svg = malloc(length + 1);
    size_t again = 0;
    ck_assert_int_eq(hunters_svg_board(g, o, svg, length + 1, &again), HUNTERS_OK);
    ck_assert_uint_eq(again, length);
    ck_assert_uint_eq(strlen(svg), length);
    ck_assert(strncmp(svg, "<?xml", 5) == 0);
    ck_assert(strcmp(svg + length - 7, "</svg>\n") == 0);
    return svg;
}

/* A bot game with the engine drawing: the same seed gives the same game. */
static hunters_game *bot_game(uint64_t seed, int players, int to_the_end)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = players;
    o.seed = seed;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    if (to_the_end)
        ck_assert_int_eq(hunters_game_play_random(g, seed), HUNTERS_OK);
    return g;
}

/* Every placed tile is one element with its position, type and rotation;
 * every piece on the board is one element with its owner (R4.1). */
static void assert_board_matches(const hunters_game *g, const char *svg)
{
    const hunters_tileset *ts = hunters_game_tileset(g);
    int placed = hunters_game_placed_count(g), pieces = 0;
    ck_assert_int_eq(count_of(svg, "<g class=\"tile\""), placed);
    for (int i = 0; i < placed; i++) {
        int x, y;
        hunters_square sq;
        ck_assert_int_eq(hunters_game_placed_position(g, i, &x, &y), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_board(g, x, y, &sq), HUNTERS_OK);
        char want[200];
        snprintf(want, sizeof want,
                 "<g class=\"tile\" data-x=\"%d\" data-y=\"%d\" data-type=\"%s\" data-rotation=\"%d\" "
                 "data-order=\"%d\">",
                 x, y, hunters_tileset_type_name(ts, sq.type), sq.rotation, sq.order);
        ck_assert_msg(strstr(svg, want), "no element %s", want);
        if (sq.piece_owner >= 0) {
            pieces++;
            /* a tribe member on a meadow is a hunter, drawn lying (R4.1) */
            int kind = hunters_tileset_area_kind(ts, sq.type, sq.piece_area);
            const char *role = sq.piece == HUNTERS_PIECE_HUT ? "hut"
                               : kind == HUNTERS_AREA_MEADOW ? "hunter"
                               : kind == HUNTERS_AREA_FOREST ? "gatherer"
                                                             : "fisher";
            /* its tooltip counts players from 1, as people do; data-player
             * keeps the index */
            snprintf(want, sizeof want,
                     "<g class=\"piece\" data-player=\"%d\" data-piece=\"%s\" data-role=\"%s\" data-area=\"%d\">"
                     "<title>player %d: %s</title>",
                     sq.piece_owner, sq.piece == HUNTERS_PIECE_HUT ? "hut" : "member", role, sq.piece_area,
                     sq.piece_owner + 1, role);
            const char *at = strstr(svg, want);
            ck_assert_msg(at, "no element %s", want);
            /* and the number written on the piece, also from 1 */
            const char *number = strstr(at, "</text>");
            ck_assert_ptr_nonnull(number);
            ck_assert_msg(number[-2] == '>' && number[-1] == '0' + sq.piece_owner + 1, "the piece of %d wears %.3s",
                          sq.piece_owner, number - 3);
        }
    }
    ck_assert_int_eq(count_of(svg, "<g class=\"piece\""), pieces);
    for (int p = 0; p < hunters_game_player_count(g); p++) {
        char want[80];
        snprintf(want, sizeof want, "<g class=\"score\" data-player=\"%d\" data-score=\"%d\">", p,
                 hunters_game_score(g, p));
        ck_assert_msg(strstr(svg, want), "no score row %s", want);
    }
}

START_TEST(board_has_every_tile_and_piece)
{
    hunters_game *g = bot_game(11, 3, 1);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(hunters_game_set_player_name(g, 1, "Ann <&> \"Bo\" 'C'"), HUNTERS_OK);
    char *svg = board_svg(g, NULL);
    ck_assert(strstr(svg, ">Ann &lt;&amp;&gt; &quot;Bo&quot; &apos;C&apos;</text>"));   /* names are escaped */
    free(svg);
    /* a name in UTF-8 is shown as it is (the picture is UTF-8); U+FFFE and
     * U+FFFF, which no XML text may hold, are never names, nor are the
     * other noncharacters */
    ck_assert_int_eq(hunters_game_set_player_name(g, 2, "Zo\xc3\xab \xe6\x9d\x8e \xef\xbf\xbd"), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_set_player_name(g, 0, "x\xef\xbf\xbe"), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_game_errmsg(g), "a player name has no noncharacters: U+FFFE at byte 2 is one (U+FDD0 to "
                                             "U+FDEF, and the last two code points of every plane: U+FFFE, U+FFFF, "
                                             "U+1FFFE, U+1FFFF ... U+10FFFF)");
    ck_assert_int_eq(hunters_game_set_player_name(g, 0, "\xef\xbf\xbf"), HUNTERS_EINVAL);
    svg = board_svg(g, NULL);
    ck_assert(strstr(svg, ">Zo\xc3\xab \xe6\x9d\x8e \xef\xbf\xbd</text>"));
    assert_board_matches(g, svg);
    ck_assert_int_gt(count_of(svg, "<g class=\"piece\""), 0);   /* seed 11 leaves pieces standing */
    ck_assert_int_eq(count_of(svg, "<rect class=\"last\""), 1);
    ck_assert(strstr(svg, "game over"));
    free(svg);
    hunters_game_free(g);
}
END_TEST

/* A 3-player game (bot_game(3, 3, 0)) saved, its record given the name
 * lines `names` after its players line (names the setter refuses now but
 * took before, as an old record holds them), and loaded again. */
static hunters_game *game_with_old_names(const char *names)
{
    hunters_game *g = bot_game(3, 3, 0);
    size_t n = hunters_game_save(g, NULL, 0), size = n + strlen(names) + 1;
    char *saved = malloc(n + 1), *record = malloc(size);
    ck_assert(saved && record);
    hunters_game_save(g, saved, n + 1);
    hunters_game_free(g);
    const char *players = strstr(saved, "players 3\n");
    ck_assert_ptr_nonnull(players);
    size_t head = (size_t)(players - saved) + strlen("players 3\n");
    snprintf(record, size, "%.*s%s%s", (int)head, saved, names, saved + head);
    hunters_error err;
    ck_assert_msg(hunters_game_load(&g, record, strlen(record), NULL, NULL, &err) == HUNTERS_OK, "%d:%d: %s",
                  err.line, err.column, err.message);
    free(saved);
    free(record);
    return g;
}

/* The score table names each player: a name that shows nothing (only
 * spaces and invisible characters, which the setter refuses but a record
 * saved before that still holds, and loads) was drawn as an empty row
 * label; the unnamed seat's label, "player N" (N from 1), is drawn for it, as for no
 * name. Spaces at a name's ends there are not drawn either (the name
 * hunters_player_name_trim() gives, what the setter takes now). */
START_TEST(scores_name_a_blank_name_as_its_seat)
{
    /* U+00A0 U+200B, U+3000 Ann U+3000, and no name */
    hunters_game *g = game_with_old_names("name 0 \xc2\xa0\xe2\x80\x8b\nname 1 \xe3\x80\x80" "Ann\xe3\x80\x80\n");
    ck_assert_str_eq(hunters_game_player_name(g, 0), "\xc2\xa0\xe2\x80\x8b");
    char *svg = board_svg(g, NULL);
    /* the seats' labels count from 1, as people do: seat 0 is "player 1" */
    ck_assert_msg(strstr(svg, ">player 1</text>"), "no row label 'player 1'");
    ck_assert(!strstr(svg, "\xc2\xa0\xe2\x80\x8b</text>"));
    ck_assert(strstr(svg, ">Ann</text>"));
    ck_assert(strstr(svg, ">player 3</text>"));
    ck_assert(!strstr(svg, ">player 0</text>"));
    free(svg);
    hunters_game_free(g);
}
END_TEST

/* A name a record saved before the setter refused its characters still
 * holds them, and loads: an interlinear annotation character (U+FFF9 to
 * U+FFFB, which hides or moves the text between them, a name of one alone
 * shown as nothing), a line or paragraph separator inside it (U+2028,
 * U+2029), a noncharacter (U+FDD0, U+10FFFF). A defect: the score table
 * drew them raw. Each is drawn escaped, <U+FFF9>, as the tools and the web
 * page show such a name (tools/common/output.c's shown_player_name(),
 * examples/web/app.js's recordName()); the other characters as they are,
 * the spaces at its ends not drawn, a blank name still the seat's label. */
START_TEST(scores_escape_the_characters_a_name_no_longer_takes)
{
    /* "Ann U+FFF9 Bo", "U+3000 U+FFFA U+3000", "Zo\u00EB U+2028 U+FDD0 x U+10FFFF" */
    hunters_game *g = game_with_old_names("name 0 Ann\xef\xbf\xb9" "Bo\nname 1 \xe3\x80\x80\xef\xbf\xba\xe3\x80\x80\n"
                                          "name 2 Zo\xc3\xab\xe2\x80\xa8\xef\xb7\x90x\xf4\x8f\xbf\xbf\n");
    ck_assert_str_eq(hunters_game_player_name(g, 0), "Ann\xef\xbf\xb9" "Bo");
    char *svg = board_svg(g, NULL);
    ck_assert_msg(strstr(svg, ">Ann&lt;U+FFF9&gt;Bo</text>"), "no row label 'Ann<U+FFF9>Bo'");
    ck_assert_msg(strstr(svg, ">&lt;U+FFFA&gt;</text>"), "no row label '<U+FFFA>'");
    ck_assert_msg(strstr(svg, ">Zo\xc3\xab&lt;U+2028&gt;&lt;U+FDD0&gt;x&lt;U+10FFFF&gt;</text>"),
                  "no row label 'Zo\u00eb<U+2028><U+FDD0>x<U+10FFFF>'");
    /* none of those characters raw anywhere in the picture */
    static const char *const raw[] = {"\xef\xbf\xb9", "\xef\xbf\xba", "\xe2\x80\xa8", "\xef\xb7\x90",
                                      "\xf4\x8f\xbf\xbf"};
    for (size_t i = 0; i < sizeof raw / sizeof raw[0]; i++)
        ck_assert_msg(!strstr(svg, raw[i]), "character %zu drawn raw", i);
    free(svg);
    hunters_game_free(g);
}
END_TEST

START_TEST(board_during_a_game)
{
    /* after each of the first turns the picture follows the board */
    hunters_game *g = bot_game(5, 2, 0);
    hunters_move moves[4096];
    for (int ply = 0; ply < 40 && hunters_game_phase(g) != HUNTERS_PHASE_OVER; ply++) {
        int n = hunters_game_legal_moves(g, moves, 4096);
        ck_assert_int_gt(n, 0);
        ck_assert_int_eq(hunters_game_play(g, moves[(ply * 7) % n]), HUNTERS_OK);
        char *svg = board_svg(g, NULL);
        assert_board_matches(g, svg);
        /* whose turn, and the unnamed seats' labels, count players from 1
         * as people do (index 0 is "player 1"; the score rows' data-player
         * keep the index, assert_board_matches()) */
        char want[64];
        snprintf(want, sizeof want, ">player %d to pla", hunters_game_current_player(g) + 1);
        ck_assert_msg(hunters_game_phase(g) == HUNTERS_PHASE_OVER || strstr(svg, want), "no status %s", want);
        ck_assert(strstr(svg, ">player 1</text>") && strstr(svg, ">player 2</text>"));
        ck_assert(!strstr(svg, ">player 0"));
        free(svg);
    }
    hunters_game_free(g);
}
END_TEST

START_TEST(legal_positions_are_marked)
{
    /* R3.2: the dashed squares are the positions of the legal placements */
    hunters_game *g = bot_game(3, 2, 0);
    hunters_move moves[4096];
    for (int turn = 0; turn < 6; turn++) {
        ck_assert_int_eq(hunters_game_play(g, moves[hunters_game_legal_moves(g, moves, 4096) - 1]), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_play(g, hunters_move_pass()), HUNTERS_OK);
    }
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_PLACE);
    hunters_svg_options o;
    hunters_svg_options_init(&o);
    o.flags |= HUNTERS_SVG_LEGAL;
    char *svg = board_svg(g, &o);
    int n = hunters_game_legal_moves(g, moves, 4096), positions = 0;
    for (int i = 0; i < n; i++) {
        int seen = 0;
        for (int j = 0; j < i; j++)
            seen |= hunters_move_x(moves[j]) == hunters_move_x(moves[i]) &&
                    hunters_move_y(moves[j]) == hunters_move_y(moves[i]);
        if (seen)
            continue;
        positions++;
        char want[64];
        snprintf(want, sizeof want, "<g class=\"legal\" data-x=\"%d\" data-y=\"%d\">", hunters_move_x(moves[i]),
                 hunters_move_y(moves[i]));
        ck_assert_msg(strstr(svg, want), "no mark %s", want);
    }
    ck_assert_int_gt(positions, 0);
    ck_assert_int_eq(count_of(svg, "<g class=\"legal\""), positions);
    free(svg);
    /* without the flag, no marks */
    svg = board_svg(g, NULL);
    ck_assert_int_eq(count_of(svg, "<g class=\"legal\""), 0);
    free(svg);
    hunters_game_free(g);
}
END_TEST

START_TEST(same_game_same_bytes)
{
    hunters_game *a = bot_game(21, 4, 1), *b = bot_game(21, 4, 1), *c = NULL;
    ck_assert_int_eq(hunters_game_clone(&c, a), HUNTERS_OK);
    char *sa = board_svg(a, NULL), *sb = board_svg(b, NULL), *sc = board_svg(c, NULL), *again = board_svg(a, NULL);
    ck_assert_str_eq(sa, sb);
    ck_assert_str_eq(sa, sc);
    ck_assert_str_eq(sa, again);
    free(sa), free(sb), free(sc), free(again);
    hunters_game_free(a), hunters_game_free(b), hunters_game_free(c);
}
END_TEST

START_TEST(too_small_buffers_are_cut_and_reported)
{
    hunters_game *g = bot_game(2, 2, 1);
    char *full = board_svg(g, NULL);
    size_t length = strlen(full), got = 0;
    size_t sizes[] = {1, 2, 100, length / 2, length};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        char *buffer = malloc(sizes[i]);
        ck_assert_int_eq(hunters_svg_board(g, NULL, buffer, sizes[i], &got), HUNTERS_EBUFS);
        ck_assert_uint_eq(got, length);
        ck_assert_uint_eq(strlen(buffer), sizes[i] - 1);
        ck_assert(strncmp(buffer, full, sizes[i] - 1) == 0);
        free(buffer);
    }
    /* the length is optional */
    char *buffer = malloc(length + 1);
    ck_assert_int_eq(hunters_svg_board(g, NULL, buffer, length + 1, NULL), HUNTERS_OK);
    ck_assert_str_eq(buffer, full);
    free(buffer);
    free(full);
    hunters_game_free(g);
}
END_TEST

START_TEST(bad_arguments_are_rejected)
{
    hunters_game *g = bot_game(1, 2, 0);
    const hunters_tileset *ts = hunters_game_tileset(g);
    char buffer[64] = "untouched";
    size_t length = 99;
    hunters_svg_options o;

    ck_assert_int_eq(hunters_svg_board(NULL, NULL, buffer, sizeof buffer, &length), HUNTERS_EINVAL);
    ck_assert_uint_eq(length, 0);
    ck_assert_str_eq(buffer, "untouched");
    ck_assert_int_eq(hunters_svg_board(g, NULL, NULL, 10, &length), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_svg_catalog(NULL, NULL, buffer, sizeof buffer, &length), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_svg_catalog(ts, NULL, NULL, 5, &length), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_svg_tile(NULL, 0, 0, NULL, buffer, sizeof buffer, &length), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_svg_tile(ts, 0, 4, NULL, buffer, sizeof buffer, &length), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_svg_tile(ts, 0, -1, NULL, buffer, sizeof buffer, &length), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_svg_tile(ts, -1, 0, NULL, buffer, sizeof buffer, &length), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_svg_tile(ts, hunters_tileset_type_count(ts), 0, NULL, buffer, sizeof buffer, &length),
                     HUNTERS_ERANGE);
    ck_assert_str_eq(buffer, "untouched");

    /* options: version, ranges and unknown flags */
    hunters_svg_options_init(NULL);
    hunters_svg_options_init(&o);
    o.version = HUNTERS_SVG_OPTIONS_VERSION + 1;
    ck_assert_int_eq(hunters_svg_board(g, &o, NULL, 0, &length), HUNTERS_EINVAL);
    hunters_svg_options_init(&o);
    o.scale = 9;
    ck_assert_int_eq(hunters_svg_catalog(ts, &o, NULL, 0, &length), HUNTERS_EINVAL);
    hunters_svg_options_init(&o);
    o.columns = 0;
    ck_assert_int_eq(hunters_svg_tile(ts, 0, 0, &o, NULL, 0, &length), HUNTERS_EINVAL);
    hunters_svg_options_init(&o);
    o.flags = 1u << 20;
    ck_assert_int_eq(hunters_svg_board(g, &o, NULL, 0, &length), HUNTERS_EINVAL);
    /* reserved fields must be 0, so that a later version may use them */
    for (size_t i = 0; i < sizeof o.reserved / sizeof o.reserved[0]; i++) {
        hunters_svg_options_init(&o);
        o.reserved[i] = 1;
        ck_assert_int_eq(hunters_svg_board(g, &o, NULL, 0, &length), HUNTERS_EINVAL);
        ck_assert_int_eq(hunters_svg_catalog(ts, &o, NULL, 0, &length), HUNTERS_EINVAL);
        ck_assert_int_eq(hunters_svg_tile(ts, 0, 0, &o, buffer, sizeof buffer, &length), HUNTERS_EINVAL);
        ck_assert_str_eq(buffer, "untouched");
    }
    ck_assert_uint_eq(length, 0);
    /* measuring with no buffer is fine */
    ck_assert_int_eq(hunters_svg_tile(ts, 0, 0, NULL, NULL, 0, &length), HUNTERS_EBUFS);
    ck_assert_uint_gt(length, 0);
    hunters_game_free(g);
}
END_TEST

static char *catalog_svg(const hunters_tileset *ts)
{
    size_t length = 0;
    ck_assert_int_eq(hunters_svg_catalog(ts, NULL, NULL, 0, &length), HUNTERS_EBUFS);
    char *svg = malloc(length + 1);
    ck_assert_int_eq(hunters_svg_catalog(ts, NULL, svg, length + 1, &length), HUNTERS_OK);
    return svg;
}

START_TEST(catalog_lists_every_type)
{
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    char *svg = catalog_svg(ts);
    int types = hunters_tileset_type_count(ts);
    ck_assert_int_eq(count_of(svg, "<g class=\"tile\""), types);
    /* land tiles first, the bonus tiles in their own section after them */
    const char *bonus = strstr(svg, ">Bonus tiles: 12 types, 12 tiles<");
    ck_assert_ptr_nonnull(bonus);
    ck_assert_ptr_nonnull(strstr(svg, ">Land tiles: 61 types, 79 tiles<"));
    for (int t = 0; t < types; t++) {
        char want[128];
        snprintf(want, sizeof want, "<g class=\"tile\" data-type=\"%s\" data-rotation=\"0\" data-copies=\"%d\">",
                 hunters_tileset_type_name(ts, t), hunters_tileset_type_copies(ts, t));
        const char *at = strstr(svg, want);
        ck_assert_msg(at, "no element %s", want);
        int is_bonus = hunters_tileset_type_flags(ts, t) & HUNTERS_TILE_BONUS;
        ck_assert_msg(is_bonus ? at > bonus : at < bonus, "%s in the wrong section", want);
    }
    free(svg);
    hunters_tileset_free(ts);
}
END_TEST

START_TEST(custom_sets_render_from_their_description)
{
    /* a set no picture was made for: what is drawn follows the areas */
    hunters_tileset *ts = scenario_tiles("tileset odd\n"
                                         "tile S 1 FFRM start\n forest N E\n river S lake\n lake fish=7\n"
                                         " meadow W S.e S.w volcano\n"
                                         "tile Q+1 2 RRRR\n river N spring\n river E spring\n river S W\n"
                                         " meadow N.w W.n E.n N.e deer=3\n meadow E.s S.e\n meadow S.w W.s tiger\n"
                                         "tile B 1 FMFM bonus\n forest N mushroom=2\n forest S nugget\n"
                                         " meadow E W fire dolmen aurochs mammoth nohunter\n");
    char *svg = catalog_svg(ts);
    ck_assert_int_eq(count_of(svg, "<g class=\"tile\""), 3);
    ck_assert_int_eq(count_of(svg, "class=\"spring\""), 2);
    ck_assert_int_eq(count_of(svg, "class=\"lake\""), 1);
    ck_assert_int_eq(count_of(svg, "class=\"river\""), 2 * 4);   /* two strokes per river */
    ck_assert_int_eq(count_of(svg, "class=\"forest\""), 3);
    ck_assert(strstr(svg, "data-item=\"fish\" data-count=\"7\""));
    ck_assert(strstr(svg, "data-item=\"deer\" data-count=\"3\""));
    ck_assert(strstr(svg, "data-item=\"mushroom\" data-count=\"2\""));
    static const char *const items[] = {"nugget", "tiger", "fire", "dolmen", "aurochs", "mammoth", "volcano"};
    for (size_t i = 0; i < sizeof items / sizeof items[0]; i++) {
        char want[64];
        snprintf(want, sizeof want, "data-item=\"%s\" data-count=\"1\"", items[i]);
        ck_assert_msg(strstr(svg, want), "no %s", items[i]);
    }
    ck_assert(strstr(svg, "no hunters"));
    ck_assert(strstr(svg, "data-type=\"Q+1\""));
    free(svg);
    hunters_tileset_free(ts);
}
END_TEST

/* The number in an SVG attribute after key (e.g. "width=\""), or -1. */
static int number_after(const char *text, const char *key)
{
    const char *at = strstr(text, key);
    return at ? atoi(at + strlen(key)) : -1;
}

START_TEST(catalog_of_one_type_has_room)
{
    /* A set of one tile type was drawn 400 pixels wide: its title line ran
     * off the sheet, the legend lay over the section's heading, and it read
     * "1 tiles of 1 types". The sheet now has room for both. */
    hunters_tileset *ts = scenario_tiles("tileset a-set-of-one-tile-type\ntile S 1 MMRM start\n river S lake\n lake\n"
                                         " meadow N E W S.e S.w\n");
    char *svg = catalog_svg(ts);
    ck_assert_ptr_nonnull(strstr(svg, ": 1 tile of 1 type, content hash "));
    ck_assert_ptr_nonnull(strstr(svg, ">Land tiles: 1 type, 1 tile<"));
    const char *title = strstr(svg, "font-size=\"20\" font-weight=\"bold\">");
    ck_assert_ptr_nonnull(title);
    const char *title_text = strchr(title, '>') + 1;
    int title_chars = (int)(strchr(title_text, '<') - title_text);
    int width = number_after(strstr(svg, "<rect class=\"paper\""), "width=\"");
    /* 0.5 em a character of a 20-pixel bold font is a narrow font's least */
    ck_assert_int_ge(width, 20 + title_chars * 10);
    /* the legend starts to the right of the heading "Land tiles: ..." */
    const char *legend = strstr(svg, "<g class=\"legend\">");
    ck_assert_ptr_nonnull(legend);
    int legend_x = number_after(legend, "x=\"");
    ck_assert_int_ge(legend_x, 20 + (int)strlen("Land tiles: 1 type, 1 tile") * 9);
    ck_assert_int_le(legend_x + 200, width);
    free(svg);
    hunters_tileset_free(ts);
}
END_TEST

START_TEST(tiles_turn_with_their_rotation)
{
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    int type = hunters_tileset_type_find(ts, "FCa");   /* forest N, meadow E S W */
    char svg[4][16384];
    for (int r = 0; r < 4; r++) {
        size_t length;
        ck_assert_int_eq(hunters_svg_tile(ts, type, r, NULL, svg[r], sizeof svg[r], &length), HUNTERS_OK);
        char want[64];
        snprintf(want, sizeof want, "data-type=\"FCa\" data-rotation=\"%d\"", r);
        ck_assert(strstr(svg[r], want));
    }
    /* the forest band starts at the corner of the side it lies on:
     * N (0,0), then E, S, W after each quarter turn */
    ck_assert(strstr(svg[0], "class=\"forest\" fill=\"#2f6b2f\" stroke=\"#2f6b2f\" "
                             "stroke-linejoin=\"round\" d=\"M 6 0 L 94 0"));
    ck_assert(strstr(svg[1], "d=\"M 100 6 L 100 94"));
    ck_assert(strstr(svg[2], "d=\"M 94 100 L 6 100"));
    ck_assert(strstr(svg[3], "d=\"M 0 94 L 0 6"));
    for (int r = 1; r < 4; r++)
        ck_assert_str_ne(svg[0], svg[r]);
    /* every type at every rotation fits the buffer and ends the document */
    for (int t = 0; t < hunters_tileset_type_count(ts); t++)
        for (int r = 0; r < 4; r++) {
            size_t length;
            char text[16384];
            ck_assert_int_eq(hunters_svg_tile(ts, t, r, NULL, text, sizeof text, &length), HUNTERS_OK);
            ck_assert(strcmp(text + length - 7, "</svg>\n") == 0);
        }
    hunters_tileset_free(ts);
}
END_TEST

static Suite *svg_suite(void)
{
    Suite *s = suite_create("svg");
    TCase *tc = tcase_create("board");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, board_has_every_tile_and_piece);
    tcase_add_test(tc, board_during_a_game);
    tcase_add_test(tc, scores_name_a_blank_name_as_its_seat);
    tcase_add_test(tc, scores_escape_the_characters_a_name_no_longer_takes);
    tcase_add_test(tc, legal_positions_are_marked);
    tcase_add_test(tc, same_game_same_bytes);
    tcase_add_test(tc, too_small_buffers_are_cut_and_reported);
    tcase_add_test(tc, bad_arguments_are_rejected);
    suite_add_tcase(s, tc);
    tc = tcase_create("tiles");
    tcase_add_test(tc, catalog_lists_every_type);
    tcase_add_test(tc, custom_sets_render_from_their_description);
    tcase_add_test(tc, catalog_of_one_type_has_room);
    tcase_add_test(tc, tiles_turn_with_their_rotation);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(svg_suite());
}
