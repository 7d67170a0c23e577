/* Game handles: options, creation, copies, release, player names. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "rules/turn.h"
#include "util/alloc.h"
#include "util/error.h"

/* A version-1 struct ends where the rule variants of version 2 begin. */
#define OPTIONS_V1_SIZE offsetof(hunters_game_options, last_bonus)

int hunters_game_options_init_version(hunters_game_options *o, uint32_t version)
{
    if (!o || (version != 1 && version != HUNTERS_GAME_OPTIONS_VERSION))
        return HUNTERS_EINVAL;
    hunters_game_options d;
    memset(&d, 0, sizeof d);
    d.version = version;
    d.players = 2;
    d.first_player = 0;
    d.members = 5;
    d.huts = 2;
    d.draw_mode = HUNTERS_DRAW_ENGINE;
    d.bonus_rule = HUNTERS_BONUS_REDRAW;
    /* the rule variants: every default is 0 (the memset) */
    memcpy(o, &d, version == 1 ? OPTIONS_V1_SIZE : sizeof d);
    return HUNTERS_OK;
}

/* The exported function of the version-1 header: callers built against it
 * have a version-1 struct (the header's macro of this name is not used). */
#undef hunters_game_options_init
void hunters_game_options_init(hunters_game_options *o)
{
    hunters_game_options_init_version(o, 1);
}

/* Reads the caller's options, of this version or of version 1 (then only
 * the fields version 1 has, the rest keeping their defaults). */
static int read_options(hunters_game_options *o, const hunters_game_options *given)
{
    hunters_game_options_init_version(o, HUNTERS_GAME_OPTIONS_VERSION);
    if (!given)
        return 1;
    if (given->version == 1) {
        memcpy(o, given, OPTIONS_V1_SIZE);
        o->version = HUNTERS_GAME_OPTIONS_VERSION;
        return 1;
    }
    if (given->version != HUNTERS_GAME_OPTIONS_VERSION)
        return 0;
    *o = *given;
    return 1;
}

/* The rule variants (doc/rules.md) that differ from the defaults. */
static const char *check_rule_variants(const hunters_game_options *o)
{
    if (o->last_bonus != HUNTERS_LAST_BONUS_PLAYED && o->last_bonus != HUNTERS_LAST_BONUS_SKIPPED)
        return "options.last_bonus is not a hunters_last_bonus_rule";
    if (o->forest_value != HUNTERS_FOREST_PER_TILE && o->forest_value != HUNTERS_FOREST_PER_SEGMENT)
        return "options.forest_value is not a hunters_forest_value";
    if (o->mushroom_value != HUNTERS_MUSHROOMS_PER_PATCH && o->mushroom_value != HUNTERS_MUSHROOMS_PER_TILE)
        return "options.mushroom_value is not a hunters_mushroom_value";
    if (o->lake_huts != HUNTERS_LAKE_HUTS_ALLOWED && o->lake_huts != HUNTERS_LAKE_HUTS_FORBIDDEN)
        return "options.lake_huts is not a hunters_lake_huts";
    if (o->table_width < 0 || o->table_width > 32767 || o->table_height < 0 || o->table_height > 32767)
        return "options.table_width and options.table_height must be 0 (no limit) to 32767";
    return NULL;
}

uint64_t hu_game_rules_key(const hunters_game *g)
{
    const hunters_game_options *o = &g->options;
    return (uint64_t)o->bonus_rule | (uint64_t)o->last_bonus << 2 | (uint64_t)o->forest_value << 4 |
           (uint64_t)o->mushroom_value << 6 | (uint64_t)o->lake_huts << 8 |
           (uint64_t)(uint16_t)o->table_width << 16 | (uint64_t)(uint16_t)o->table_height << 32;
}

static const char *check_options(const hunters_game_options *o)
{
    if (o->version != HUNTERS_GAME_OPTIONS_VERSION)
        return "options.version is not HUNTERS_GAME_OPTIONS_VERSION (call hunters_game_options_init)";
    if (o->players < 1 || o->players > HU_MAX_PLAYERS)
        return "options.players must be 1 to 8";
    if (o->first_player < 0 || o->first_player >= o->players)
        return "options.first_player must name a player";
    if (o->members < 0 || o->members > 99 || o->huts < 0 || o->huts > 99)
        return "options.members and options.huts must be 0 to 99";
    if (o->draw_mode != HUNTERS_DRAW_ENGINE && o->draw_mode != HUNTERS_DRAW_CALLER)
        return "options.draw_mode is not a hunters_draw_mode";
    if (o->bonus_rule != HUNTERS_BONUS_REDRAW && o->bonus_rule != HUNTERS_BONUS_FORFEIT)
        return "options.bonus_rule is not a hunters_bonus_rule";
    return check_rule_variants(o);
}

static size_t align_up(size_t n)
{
    return (n + 15) & ~(size_t)15;
}

/* Sizes every array from the tile set: once per new game (clones copy the
 * sizes, since this walks every tile type). */
static int measure_game(hunters_game *g)
{
    const hunters_tileset *ts = g->ts;
    long tiles = 0, nodes = 0, scored_nodes = 0, land = 0, bonus = 0;
    for (int t = 0; t < ts->type_count; t++) {
        const hu_tile_type *type = &ts->types[t];
        tiles += type->copies;
        nodes += (long)type->copies * type->area_count;
        for (int a = 0; a < type->area_count; a++)
            scored_nodes += (long)type->copies * (type->area[a].kind == HUNTERS_AREA_FOREST ||
                                                  type->area[a].kind == HUNTERS_AREA_RIVER);
        if (type->flags & HUNTERS_TILE_BONUS)
            bonus += type->copies;
        else
            land += type->copies;
    }
    long cells = 4 * tiles + 4;
    if (nodes >= HU_NONE || cells >= (long)HU_GRID_PLACED || tiles >= (long)HU_GRID_PLACED) /* grid entries */
        return HUNTERS_EINVAL;
    g->bonus_base = (int)land;
    g->max_placed = (int)tiles;
    g->max_nodes = (int)nodes;
    g->max_cells = (int)cells;
    /* the grid's side: at least as wide as the board's frame can be (n
     * tiles span at most n columns, the frame one more on each side) */
    g->grid_shift = 4;
    while ((1L << g->grid_shift) < tiles + 2)
        g->grid_shift++;
    g->grid_mask = (1u << 2 * g->grid_shift) - 1;
    /* events: 4 per land turn, 3 per bonus tile, and for each completed or
     * finally scored feature its value, one score per player and returns */
    long players = g->players;
    g->event_capacity = (int)(4 * land + 3 * bonus + (scored_nodes + tiles) * (1 + players) + 2 * tiles + 16);
    g->event_limit = g->event_capacity;
    return HUNTERS_OK;
}

/* Lays out the one block that holds every array: the state arena (what a
 * copy moves), then the event log and the scratch space. With base NULL
 * only measures. Returns the block's size. */
static size_t layout_game(hunters_game *g, char *base)
{
    size_t off = 0;
    size_t o_placed = off; off = align_up(off + sizeof(hu_placed) * (size_t)g->max_placed);
    size_t o_nodes = off;  off = align_up(off + sizeof(hu_node) * (size_t)g->max_nodes);
    size_t o_grid = off;   off = align_up(off + (sizeof(uint16_t) << (2 * g->grid_shift)));
    size_t o_front = off;  off = align_up(off + sizeof(hu_open) * (size_t)g->max_cells);
    /* one spare byte: the demands of positions beyond the table go there (lib/board) */
    size_t o_need = off;   off = align_up(off + sizeof(uint8_t) * ((size_t)g->max_cells + 1));
    size_t o_bag = off;    off = align_up(off + sizeof(uint16_t) * (size_t)g->max_placed);
    size_t o_events = off; off = align_up(off + sizeof(hu_event) * (size_t)g->event_capacity);
    size_t o_roots = off;  off = align_up(off + sizeof(uint16_t) * (size_t)g->max_placed);
    if (base) {
        g->arena = base;
        g->arena_size = off;
        g->placed = (hu_placed *)(void *)(base + o_placed);
        g->nodes = (hu_node *)(void *)(base + o_nodes);
        g->grid = (uint16_t *)(void *)(base + o_grid);
        g->frontier = (hu_open *)(void *)(base + o_front);
        g->frontier_need = (uint8_t *)(void *)(base + o_need);
        g->bag = (uint16_t *)(void *)(base + o_bag);
        g->events = (hu_event *)(void *)(base + o_events);
        g->scratch_roots = (uint16_t *)(void *)(base + o_roots);
    }
    return off;
}

/* Allocates the block. Not zeroed: every part is written before it is read
 * (start_game and copy_state), and zeroing would dominate a clone. */
static int allocate_game(hunters_game *g)
{
    size_t size = layout_game(g, NULL);
    char *block = hu_alloc(&g->alloc, size);
    if (!block)
        return HUNTERS_ENOMEM;
    layout_game(g, block);
    return HUNTERS_OK;
}

static void destroy(hunters_game *g)
{
    hunters_allocator alloc = g->alloc;
    hu_free(&alloc, g->arena, g->arena_size);
    if (g->ts)
        hu_tileset_release(g->ts);
    hu_free(&alloc, g, sizeof *g);
}

static void start_game(hunters_game *g)
{
    const hunters_tileset *ts = g->ts;
    memset(&g->s, 0, sizeof g->s);
    g->s.rng = g->options.seed;
    for (int p = 0; p < g->players; p++) {
        g->s.members[p] = (uint8_t)g->options.members;
        g->s.huts[p] = (uint8_t)g->options.huts;
    }
    g->s.in_hand = HU_NONE;
    g->s.last_placed = HU_NONE;
    for (int t = 0; t < ts->type_count; t++) {
        const hu_tile_type *type = &ts->types[t];
        if (t == ts->start_type)
            continue;
        for (uint32_t c = 0; c < type->copies; c++) {
            if (type->flags & HUNTERS_TILE_BONUS)
                g->bag[g->bonus_base + g->s.bonus_left++] = (uint16_t)t;
            else
                g->bag[g->s.land_left++] = (uint16_t)t;
        }
    }
    hu_board_reset(g);
    hu_board_place(g, 0, 0, ts->start_type, 0);
    hu_event_add(g, HUNTERS_EVENT_TILE_PLACED, -1, ts->start_type, 0, 0, 0);
    g->s.player = (uint8_t)g->options.first_player;
    if (g->s.land_left == 0) {
        hu_score_final(g);
        g->s.phase = HUNTERS_PHASE_OVER;
        hu_event_add(g, HUNTERS_EVENT_GAME_OVER, -1, -1, 0, 0, -1);
        return;
    }
    hu_turn_begin(g);
    hu_turn_advance(g);
}

void hu_game_restart(hunters_game *g)
{
    g->event_count = 0;
    start_game(g);
}

int hunters_game_new(hunters_game **out, const hunters_game_options *options, hunters_error *error)
{
    hu_error_clear(error);
    if (!out)
        return hu_error_set(error, HUNTERS_EINVAL, 0, 0, "out is NULL");
    *out = NULL;
    hunters_game_options o;
    if (!read_options(&o, options))
        return hu_error_set(error, HUNTERS_EINVAL, 0, 0, "%s",
                            "options.version is not HUNTERS_GAME_OPTIONS_VERSION (call hunters_game_options_init)");
    const char *why = check_options(&o);
    if (why)
        return hu_error_set(error, HUNTERS_EINVAL, 0, 0, "%s", why);

    hunters_allocator alloc;
    hu_allocator_init(&alloc, o.allocator);
    hunters_game *g = hu_calloc(&alloc, 1, sizeof *g);
    if (!g)
        return hu_error_set(error, HUNTERS_ENOMEM, 0, 0, "out of memory");
    g->alloc = alloc;
    g->players = o.players;
    if (o.tileset) {
        hu_tileset_retain(o.tileset);
        g->ts = o.tileset;
    } else {
        hunters_tileset *ts = NULL;
        int rc = hunters_tileset_load_default(&ts, &alloc);
        if (rc) {
            destroy(g);
            return hu_error_set(error, rc, 0, 0, "cannot load the default tile set: out of memory");
        }
        g->ts = ts;
    }
    g->options = o;
    g->options.tileset = NULL;
    g->options.allocator = NULL;
    int rc = measure_game(g);
    if (rc == HUNTERS_OK)
        rc = allocate_game(g);
    if (rc) {
        destroy(g);
        return hu_error_set(error, rc, 0, 0, "%s",
                            rc == HUNTERS_ENOMEM ? "out of memory" : "the tile set is too large");
    }
    start_game(g);
    *out = g;
    return HUNTERS_OK;
}

int hunters_game_get_options(const hunters_game *game, hunters_game_options *out)
{
    if (!game || !out || (out->version != 1 && out->version != HUNTERS_GAME_OPTIONS_VERSION))
        return HUNTERS_EINVAL;
    hunters_game_options o = game->options;
    o.tileset = game->ts;
    o.allocator = NULL;
    o.version = out->version;
    memcpy(out, &o, out->version == 1 ? OPTIONS_V1_SIZE : sizeof o);
    return HUNTERS_OK;
}

void hunters_game_free(hunters_game *game)
{
    if (game)
        destroy(game);
}

/* Copies the state: only the parts of the arrays in use, so a copy costs
 * what the game so far holds, not what the tile set could hold. */
static void copy_state(hunters_game *dest, const hunters_game *src, int with_log)
{
    const hu_scalars *s = &src->s;
    memcpy(dest->names, src->names, sizeof dest->names[0] * (size_t)src->players); /* the others are unused */
    dest->s = src->s;
    dest->options = src->options;
    memcpy(dest->placed, src->placed, sizeof *src->placed * s->placed_count);
    memcpy(dest->nodes, src->nodes, sizeof *src->nodes * s->node_count);
    memcpy(dest->frontier, src->frontier, sizeof *src->frontier * s->frontier_count);
    memcpy(dest->frontier_need, src->frontier_need, s->frontier_count);
    hu_board_copy_grid(dest, src);
    memcpy(dest->bag, src->bag, sizeof *src->bag * s->land_left);
    memcpy(dest->bag + src->bonus_base, src->bag + src->bonus_base, sizeof *src->bag * s->bonus_left);
    if (!with_log) {
        dest->event_count = dest->event_limit = 0;
        return;
    }
    memcpy(dest->events, src->events, sizeof *src->events * (size_t)src->event_count);
    dest->event_count = src->event_count;
    dest->event_limit = src->event_limit;
}

void hu_game_copy_unlogged(hunters_game *dest, const hunters_game *src)
{
    copy_state(dest, src, 0);
}

void hu_game_restore_placement(hunters_game *dest, const hunters_game *src)
{
    /* a bounded table's cut takes more positions out (lib/board/board.c);
     * and a copy, whenever dest is not src's unlogged copy one tile on.
     * These select the way, they do not validate: that dest and src share
     * a tile set, and that the placement was played on src's copy, is the
     * caller's word (the precondition in lib/game.h) */
    if ((src->options.table_width | src->options.table_height) || dest->event_limit != 0 ||
        dest->s.placed_count != src->s.placed_count + 1 || !hu_is_deploy_phase(dest->s.phase)) {
        copy_state(dest, src, 0);
        return;
    }
    /* the placement added a tile (beyond src's placed_count, as a copy's
     * stale entries are), joined nodes (any of them), opened positions and
     * took one out; the stacks, names and options it leaves alone, and the
     * log is dropped */
    hu_board_restore_placement(dest, src); /* (reads the new tile) */
    dest->s = src->s;
    memcpy(dest->nodes, src->nodes, sizeof *src->nodes * src->s.node_count);
}

size_t hunters_game_state_size(const hunters_game *game)
{
    if (!game)
        return 0;
    const hu_scalars *s = &game->s;
    return sizeof *s + sizeof *game->placed * s->placed_count + sizeof *game->nodes * s->node_count +
           (sizeof *game->frontier + 1) * s->frontier_count +
           hu_board_grid_bytes(game) +
           sizeof *game->bag * (size_t)(s->land_left + s->bonus_left) +
           sizeof *game->events * (size_t)game->event_count;
}

int hunters_game_clone(hunters_game **out, const hunters_game *game)
{
    if (!out)
        return HUNTERS_EINVAL;
    *out = NULL;
    if (!game)
        return HUNTERS_EINVAL;
    hunters_game *g = hu_alloc(&game->alloc, sizeof *g);
    if (!g)
        return HUNTERS_ENOMEM;
    *g = *game; /* sizes and settings; the arrays follow */
    g->arena = NULL;
    g->errmsg[0] = '\0';
    g->plan.place_hash = 0; /* a bot's plan stays with the game it was made on */
    hu_tileset_retain(game->ts);
    int rc = allocate_game(g);
    if (rc) {
        destroy(g);
        return rc;
    }
    copy_state(g, game, 1);
    *out = g;
    return HUNTERS_OK;
}

int hunters_game_copy(hunters_game *dest, const hunters_game *source)
{
    if (!dest)
        return HUNTERS_EINVAL;
    if (!source)
        return hu_game_reject(dest, HUNTERS_EINVAL, "the source game is NULL");
    if (dest == source) {
        dest->errmsg[0] = '\0'; /* a success, as every copy into the game (hunters.h) */
        return HUNTERS_OK;
    }
    /* the same tile set, or one of equal content (compared in full, not by
     * its hash alone): then every table matches */
    if (!hu_tileset_same(dest->ts, source->ts) || dest->players != source->players ||
        dest->arena_size != source->arena_size || dest->event_capacity != source->event_capacity) {
        return hu_game_reject(dest, HUNTERS_EINVAL, "the games differ in tile set or player count");
    }
    copy_state(dest, source, 1);
    dest->errmsg[0] = '\0';
    return HUNTERS_OK;
}

const char *hunters_game_errmsg(const hunters_game *game)
{
    return game ? game->errmsg : "no game";
}

const hunters_tileset *hunters_game_tileset(const hunters_game *game)
{
    return game ? game->ts : NULL;
}

int hunters_game_set_player_name(hunters_game *game, int player, const char *name)
{
    if (!game)
        return HUNTERS_EINVAL;
    if (!name)
        return hu_game_reject(game, HUNTERS_EINVAL, "the name is NULL");
    if (player < 0 || player >= game->players)
        return hu_game_reject(game, HUNTERS_ERANGE, "no player %d (the game has %d)", player, game->players);
    size_t n = strlen(name);
    char why[sizeof game->errmsg];
    /* the characters first: a name too long for what it holds is refused
     * for that, not for its length */
    if (hu_player_name_refusal(name, n, why, sizeof why))
        return hu_game_reject(game, HUNTERS_EINVAL, "%s", why);
    if (n >= sizeof game->names[0])
        return hu_game_reject(game, HUNTERS_EINVAL, "a player name has at most 31 bytes of UTF-8");
    /* memmove: the name may be (part of) this one, as hunters_game_player_name() gives it */
    memmove(game->names[player], name, n + 1);
    return HUNTERS_OK;
}

const char *hunters_game_player_name(const hunters_game *game, int player)
{
    if (!game || player < 0 || player >= game->players)
        return NULL;
    return game->names[player];
}
