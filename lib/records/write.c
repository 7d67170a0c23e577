/* Writing a game record: a header, then one line per tile drawn and per
 * move, recovered from the event log. Comments (turns, removals, the end)
 * are regenerated on every save, so save-load-save is identical. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "records/record.h"
#include "util/alloc.h"
#include "util/file.h"
#include "util/text.h"

static void write_header(const hunters_game *g, hu_text_sink *out)
{
    const hunters_game_options *o = &g->options;
    hu_sink_printf(out, "# Carcassonne: Hunters and Gatherers -- game record\n");
    hu_sink_printf(out, "%s %d\n", HU_RECORD_MAGIC, HU_RECORD_VERSION);
    hu_sink_printf(out, "library %s\n", HUNTERS_VERSION_STRING);
    hu_sink_printf(out, "players %d\n", g->players);
    for (int p = 0; p < g->players; p++)
        if (g->names[p][0])
            hu_sink_printf(out, "name %d %s\n", p, g->names[p]);
    hu_sink_printf(out, "first-player %d\n", (int)o->first_player);
    hu_sink_printf(out, "supply %d %d\n", (int)o->members, (int)o->huts);
    hu_sink_printf(out, "bonus-rule %s\n", o->bonus_rule == HUNTERS_BONUS_FORFEIT ? "forfeit" : "redraw");
    /* the rule variants, each only when not at its default, so a default
     * game's record reads as it did before they existed */
    if (o->last_bonus == HUNTERS_LAST_BONUS_SKIPPED)
        hu_sink_put(out, "last-bonus skipped\n");
    if (o->forest_value == HUNTERS_FOREST_PER_SEGMENT)
        hu_sink_put(out, "forest-value segment\n");
    if (o->mushroom_value == HUNTERS_MUSHROOMS_PER_TILE)
        hu_sink_put(out, "mushroom-value tile\n");
    if (o->lake_huts == HUNTERS_LAKE_HUTS_FORBIDDEN)
        hu_sink_put(out, "lake-huts forbidden\n");
    if (o->table_width || o->table_height)
        hu_sink_printf(out, "table %d %d\n", (int)o->table_width, (int)o->table_height);
    if (o->draw_mode == HUNTERS_DRAW_ENGINE)
        hu_sink_printf(out, "draw-mode engine\nseed %llu\n", (unsigned long long)o->seed);
    else /* the seed starts the generator of the 'draw ... random' lines;
          * the generator line is where hunters_game_draw_random() goes on */
        hu_sink_printf(out, "draw-mode caller\nseed %llu\ngenerator %016llx\n", (unsigned long long)o->seed,
                       (unsigned long long)g->s.rng);
    /* a set of the built-in one's content, loaded from a file, is written as that set is */
    const char *set_name = g->ts->is_default ? g->ts->default_name : g->ts->name;
    hu_sink_printf(out, "tileset %s %016llx%s\n", set_name[0] ? set_name : "-", (unsigned long long)g->ts->hash,
                   g->ts->is_default ? "" : " embedded");
    if (!g->ts->is_default) {
        /* a set other than the built-in one travels inside the record */
        out->line_prefix = "| ";
        hu_tileset_write(g->ts, out);
        out->line_prefix = NULL;
    }
}

static const char *type_name(const hunters_game *g, int type)
{
    return type >= 0 && type < g->ts->type_count ? g->ts->types[type].name : "?";
}

/* Returns the number of draw, place, deploy and pass lines written. */
static int write_moves(const hunters_game *g, hu_text_sink *out)
{
    int turn = 0, lines = 0;
    for (int i = 0; i < g->event_count; i++) {
        hunters_event e;
        hunters_game_event(g, i, &e);
        switch (e.type) {
        case HUNTERS_EVENT_TURN:
            turn++;
            /* the name as shown: an old record's line separator (U+2028)
             * written raw would end the comment, in an editor's eyes; the
             * player counted from 1, as in every text for people (the
             * comment of 'name 0 Alice''s turns says "player 1 (Alice)") */
            char shown[128];
            if (hu_player_name_shown(g->names[e.player], shown, sizeof shown) > 0)
                hu_sink_printf(out, "# turn %d: player %d (%s)\n", turn, e.player + 1, shown);
            else
                hu_sink_printf(out, "# turn %d: player %d\n", turn, e.player + 1);
            break;
        case HUNTERS_EVENT_TILE_DRAWN:
        case HUNTERS_EVENT_BONUS_DRAWN: {
            /* caller mode: a tile hunters_game_draw_random() drew is marked,
             * so that loading draws it the same way and the generator (and
             * undo, which replays it) carries on as in the saved game; not
             * after a redetermination, whose generator the seed cannot tell
             * (then the generator line alone says where it goes on) */
            int engine_draw = (hu_event_flags(&g->events[i]) & HU_EVENT_ENGINE_DRAW) && !g->s.rng_replaced;
            hu_sink_printf(out, "draw %s%s%s\n", type_name(g, e.tile_type), engine_draw ? " random" : "",
                           e.type == HUNTERS_EVENT_BONUS_DRAWN ? "   # bonus tile" : "");
            lines++;
            break;
        }
        case HUNTERS_EVENT_TILE_REMOVED:
        case HUNTERS_EVENT_BONUS_DISCARDED:
            hu_sink_printf(out, "# %s fits nowhere: out of the game\n", type_name(g, e.tile_type));
            break;
        case HUNTERS_EVENT_TILE_PLACED:
            if (e.player >= 0) {
                hu_sink_printf(out, "place %d %d r%d\n", e.x, e.y, e.rotation);
                lines++;
            }
            break;
        case HUNTERS_EVENT_PIECE_DEPLOYED:
            hu_sink_printf(out, "deploy %d %s\n", e.area, e.piece == HUNTERS_PIECE_HUT ? "hut" : "member");
            lines++;
            break;
        case HUNTERS_EVENT_PASSED:
            hu_sink_put(out, "pass\n");
            lines++;
            break;
        case HUNTERS_EVENT_GAME_OVER:
            hu_sink_put(out, "# game over; scores:");
            for (int p = 0; p < g->players; p++)
                hu_sink_printf(out, " %d", g->s.score[p]);
            hu_sink_put(out, "\n");
            break;
        default:
            break;
        }
    }
    return lines;
}

/* A game with no record: its log, which the moves are read from, was
 * dropped; or it is an engine-mode game whose draws were redetermined, so
 * its seed no longer tells them and its record would not load (a search
 * copy, not a game to keep). */
static int unsavable(const hunters_game *game)
{
    return game->event_limit == 0 || (game->s.rng_replaced && game->options.draw_mode == HUNTERS_DRAW_ENGINE);
}

size_t hunters_game_save(const hunters_game *game, char *buffer, size_t size)
{
    if (!game || unsavable(game)) {
        if (buffer && size > 0)
            buffer[0] = '\0';
        return 0;
    }
    hu_text_sink out;
    hu_sink_init(&out, buffer, size);
    write_header(game, &out);
    /* the end line tells a whole record from one cut at a line's end */
    hu_sink_printf(&out, "end %d\n", write_moves(game, &out));
    return hu_sink_finish(&out);
}

int hunters_game_save_file(const hunters_game *game, const char *path)
{
    if (!game || !path)
        return HUNTERS_EINVAL;
    if (unsavable(game))
        return HUNTERS_EPHASE;
    size_t n = hunters_game_save(game, NULL, 0);
    char *text = hu_alloc(&game->alloc, n + 1);
    if (!text)
        return HUNTERS_ENOMEM;
    hunters_game_save(game, text, n + 1);
    int rc = hu_write_file_replacing(&game->alloc, path, text, n);
    int reason = errno; /* on HUNTERS_EIO the system's, kept for the caller (hunters.h) */
    hu_free(&game->alloc, text, n + 1);
    if (rc == HUNTERS_EIO)
        errno = reason;
    return rc;
}
