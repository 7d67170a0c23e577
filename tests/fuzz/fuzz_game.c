/* libFuzzer target: whole games on fuzzed tile sets. The input is a tile
 * set's text, a NUL byte, then a stream of choices: the options (players,
 * supplies, draw mode, bonus rule, seed) and, move by move, which draw,
 * which legal move, or which arbitrary move to try. After every call:
 *   - pieces are conserved: on the board plus in supply = the options (R1.2);
 *   - each score is the sum of the player's POINTS events;
 *   - the legal-move list agrees with hunters_game_check(), and a rejected
 *     call changes nothing (R3.2, R4);
 * and at the end the record saves and loads to an equal game that plays on
 * identically, and saves to the identical text. The options byte also
 * picks the rule variants and a bounded table (R3.2). Every 16th decision
 * is undone on a clone, which must equal the game before it; at the end
 * the board, catalogue and a tile are drawn (written whole, and the board
 * cut too), and a machine-learning handle of a fuzzed
 * window observes every player and lists the legal actions, which must be
 * the legal moves in the window. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hunters.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_MOVES 4096

typedef struct choices {
    const uint8_t *data;
    size_t size, pos;
} choices;

static unsigned byte(choices *c)
{
    return c->pos < c->size ? c->data[c->pos++] : 0;
}

static uint64_t word64(choices *c)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v = v << 8 | byte(c);
    return v;
}

static void check_invariants(const hunters_game *g, const hunters_game_options *o)
{
    int players = hunters_game_player_count(g);
    int on_board[HUNTERS_MAX_PLAYERS][2] = {{0}};
    for (int i = 0; i < hunters_game_placed_count(g); i++) {
        int x, y;
        hunters_square sq;
        hunters_game_placed_position(g, i, &x, &y);
        if (hunters_game_board(g, x, y, &sq) != HUNTERS_OK)
            abort();
        if (sq.piece_owner >= 0) {
            if (sq.piece_owner >= players)
                abort();
            on_board[sq.piece_owner][sq.piece == HUNTERS_PIECE_HUT]++;
        }
    }
    long points[HUNTERS_MAX_PLAYERS] = {0};
    for (int i = 0; i < hunters_game_event_count(g); i++) {
        hunters_event e;
        hunters_game_event(g, i, &e);
        if (e.type == HUNTERS_EVENT_POINTS) {
            if (e.player < 0 || e.player >= players)
                abort();
            points[e.player] += e.points;
        }
    }
    for (int p = 0; p < players; p++) {
        if (on_board[p][0] + hunters_game_supply(g, p, HUNTERS_PIECE_MEMBER) != o->members ||
            on_board[p][1] + hunters_game_supply(g, p, HUNTERS_PIECE_HUT) != o->huts)
            abort();
        if (points[p] != hunters_game_score(g, p))
            abort();
    }
}

static int listed(const hunters_move *moves, int n, hunters_move m)
{
    for (int i = 0; i < n; i++)
        if (moves[i] == m)
            return 1;
    return 0;
}

/* A call the game rejects must leave it as it was. */
static void expect_unchanged(const hunters_game *g, uint64_t hash, int events)
{
    if (hunters_game_hash(g) != hash || hunters_game_event_count(g) != events)
        abort();
}

static void one_step(hunters_game *g, choices *c, hunters_move *moves)
{
    int phase = hunters_game_phase(g);
    uint64_t hash = hunters_game_hash(g);
    int events = hunters_game_event_count(g);
    unsigned how = byte(c);
    if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
        int types = hunters_tileset_type_count(hunters_game_tileset(g));
        if (how % 2 == 0) {
            if (hunters_game_draw_random(g) != HUNTERS_OK)
                abort();
        } else if (hunters_game_draw(g, (int)(byte(c) % (unsigned)(types + 1))) != HUNTERS_OK) {
            expect_unchanged(g, hash, events);
            if (hunters_game_draw_random(g) != HUNTERS_OK)
                abort();
        }
        return;
    }
    int total = hunters_game_legal_moves(g, moves, MAX_MOVES);
    if (total <= 0)
        abort(); /* every place or deploy phase has a move */
    int n = total < MAX_MOVES ? total : MAX_MOVES; /* a huge fuzzed set may have more */
    /* the list agrees with the check, on a sample of it */
    for (int k = 0; k < 8; k++)
        if (hunters_game_check(g, moves[(how + (unsigned)k * 131u) % (unsigned)n]) != HUNTERS_OK)
            abort();
    if (how % 4 == 3) {
        /* an arbitrary move: the check, the list and play agree */
        hunters_move m = (hunters_move)word64(c);
        if (how & 4)
            m = hunters_move_place((int8_t)byte(c), (int8_t)byte(c), (int)(byte(c) & 3));
        int checked = hunters_game_check(g, m);
        if (total == n && (checked == HUNTERS_OK) != listed(moves, n, m))
            abort();
        int played = hunters_game_play(g, m);
        if (played != checked)
            abort();
        if (played == HUNTERS_OK)
            return;
        expect_unchanged(g, hash, events);
    }
    if (hunters_game_play(g, moves[(byte(c) << 8 | byte(c)) % (unsigned)n]) != HUNTERS_OK)
        abort();
}

static char *save(const hunters_game *g, size_t *n)
{
    *n = hunters_game_save(g, NULL, 0);
    char *text = malloc(*n + 1);
    if (!text || hunters_game_save(g, text, *n + 1) != *n)
        abort();
    return text;
}

/* Undoing the decision just played gives back the game before it. */
static void expect_undone(const hunters_game *g, const hunters_game *before)
{
    hunters_game *u = NULL;
    if (hunters_game_clone(&u, g) != HUNTERS_OK || hunters_game_undo(u) != HUNTERS_OK ||
        hunters_game_hash(u) != hunters_game_hash(before) ||
        hunters_game_event_count(u) != hunters_game_event_count(before) ||
        hunters_game_decision_count(u) != hunters_game_decision_count(before))
        abort();
    for (int i = 0; i < hunters_game_event_count(u); i++) {
        hunters_event a, b;
        hunters_game_event(u, i, &a);
        hunters_game_event(before, i, &b);
        if (memcmp(&a, &b, sizeof a) != 0)
            abort();
    }
    hunters_game_free(u);
}

/* A picture call's text: written whole into a large buffer (NUL-terminated,
 * of the length it reports), and with cut, cut one byte short. */
static void expect_picture(int (*draw)(const void *, const hunters_svg_options *, char *, size_t, size_t *),
                           const void *what, const hunters_svg_options *o, int cut)
{
    static char text[1 << 24];
    size_t n = 0, m = 0;
    int rc = draw(what, o, text, sizeof text, &n);
    if (n == 0 || (rc == HUNTERS_OK) != (n < sizeof text) || (rc == HUNTERS_OK && strlen(text) != n))
        abort();
    if (cut && n < sizeof text && (draw(what, o, text, n, &m) != HUNTERS_EBUFS || m != n || strlen(text) != n - 1))
        abort();
}

static int draw_board(const void *g, const hunters_svg_options *o, char *b, size_t n, size_t *length)
{
    return hunters_svg_board(g, o, b, n, length);
}

static int draw_catalog(const void *ts, const hunters_svg_options *o, char *b, size_t n, size_t *length)
{
    return hunters_svg_catalog(ts, o, b, n, length);
}

static int draw_last_type(const void *ts, const hunters_svg_options *o, char *b, size_t n, size_t *length)
{
    int type = hunters_tileset_type_count(ts) - 1;
    return hunters_svg_tile(ts, type, type & 3, o, b, n, length);
}

static void pictures(const hunters_game *g, uint64_t seed)
{
    hunters_svg_options o;
    hunters_svg_options_init(&o);
    o.scale = 10 + (int)(seed % 991);
    o.columns = 1 + (int)((seed >> 10) % 64);
    o.flags = (uint32_t)(seed >> 16) & 15;
    expect_picture(draw_board, g, &o, 1);
    expect_picture(draw_catalog, hunters_game_tileset(g), &o, 0);
    expect_picture(draw_last_type, hunters_game_tileset(g), &o, 0);
}

/* The observations of a fuzzed window, and the legal actions: exactly the
 * legal moves that the window holds, unless the board left it. */
static void observations(const hunters_game *g, uint64_t seed, const hunters_move *moves, int n, int total)
{
    hunters_ml *ml = NULL;
    int window = 3 + 2 * (int)(seed % 24); /* (3 to 49: wider ones only cost time) */
    if (hunters_ml_new(&ml, g, window) != HUNTERS_OK)
        abort();
    if (seed & 1)
        hunters_ml_set_layout(ml, HUNTERS_ML_CELLS_FIRST);
    size_t planes_size = hunters_ml_planes_size(ml), actions = (size_t)hunters_ml_action_count(ml);
    size_t globals = (size_t)hunters_ml_global_size(ml);
    uint8_t *planes = malloc(planes_size), *mask = malloc(actions);
    float *global = malloc(sizeof *global * globals);
    if (!planes || !mask || !global)
        abort();
    for (int p = 0; p < hunters_game_player_count(g); p++)
        if (hunters_ml_observe(ml, g, p, planes, planes_size, global, globals) != HUNTERS_OK)
            abort();
    int legal = hunters_ml_legal_mask(ml, g, mask, actions);
    if (legal < 0)
        abort();
    int truncated = hunters_ml_truncated(ml, g), in_window = 0;
    for (int i = 0; i < n; i++) {
        int32_t action;
        if (hunters_ml_action_of_move(ml, moves[i], &action) != HUNTERS_OK)
            continue;
        in_window++;
        hunters_move back;
        if (!mask[action] || hunters_ml_move_of_action(ml, action, &back) != HUNTERS_OK || back != moves[i])
            abort();
    }
    if (n == total && !truncated && legal != in_window)
        abort();
    free(planes);
    free(mask);
    free(global);
    hunters_ml_free(ml);
}

/* Saved, loaded, saved again: the same game, the same text, the same future. */
static void round_trip(const hunters_game *g, uint64_t seed)
{
    size_t n, m;
    char *text = save(g, &n);
    hunters_game *loaded = NULL, *copy = NULL;
    hunters_error error;
    if (hunters_game_load(&loaded, text, n, NULL, NULL, &error) != HUNTERS_OK ||
        hunters_game_hash(loaded) != hunters_game_hash(g))
        abort();
    char *again = save(loaded, &m);
    if (m != n || memcmp(text, again, n) != 0)
        abort();
    if (hunters_game_clone(&copy, g) != HUNTERS_OK)
        abort();
    /* and a copy without its event log plays on to the same game */
    hunters_game *unlogged = NULL;
    if (hunters_game_clone(&unlogged, g) != HUNTERS_OK || hunters_game_drop_log(unlogged) != HUNTERS_OK)
        abort();
    if (hunters_game_play_random(copy, seed) != HUNTERS_OK || hunters_game_play_random(loaded, seed) != HUNTERS_OK ||
        hunters_game_play_random(unlogged, seed) != HUNTERS_OK ||
        hunters_game_hash(copy) != hunters_game_hash(loaded) ||
        hunters_game_hash(unlogged) != hunters_game_hash(copy) || hunters_game_event_count(unlogged) != 0)
        abort();
    hunters_game_free(unlogged);
    free(text);
    free(again);
    hunters_game_free(copy);
    hunters_game_free(loaded);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *split = memchr(data, 0, size);
    if (!split)
        return 0;
    size_t text_length = (size_t)(split - data);
    hunters_tileset *ts = NULL;
    if (hunters_tileset_load_string(&ts, (const char *)data, text_length, NULL, NULL) != HUNTERS_OK)
        return 0;
    choices c = {split + 1, size - text_length - 1, 0};
    hunters_game_options o;
    hunters_game_options_init_version(&o, HUNTERS_GAME_OPTIONS_VERSION);
    o.tileset = ts;
    o.players = 1 + (int)(byte(&c) % HUNTERS_MAX_PLAYERS);
    o.first_player = (int)(byte(&c) % (unsigned)o.players);
    o.members = (int)(byte(&c) % 100);
    o.huts = (int)(byte(&c) % 100);
    unsigned flags = byte(&c);
    o.draw_mode = flags & 1 ? HUNTERS_DRAW_CALLER : HUNTERS_DRAW_ENGINE;
    o.bonus_rule = flags & 2 ? HUNTERS_BONUS_FORFEIT : HUNTERS_BONUS_REDRAW;
    o.seed = word64(&c);
    /* the rule variants, and a table of a few tiles (R3.2) */
    o.last_bonus = flags & 4 ? HUNTERS_LAST_BONUS_SKIPPED : HUNTERS_LAST_BONUS_PLAYED;
    o.forest_value = flags & 8 ? HUNTERS_FOREST_PER_SEGMENT : HUNTERS_FOREST_PER_TILE;
    o.mushroom_value = flags & 16 ? HUNTERS_MUSHROOMS_PER_TILE : HUNTERS_MUSHROOMS_PER_PATCH;
    o.lake_huts = flags & 32 ? HUNTERS_LAKE_HUTS_FORBIDDEN : HUNTERS_LAKE_HUTS_ALLOWED;
    if (flags & 64) {
        o.table_width = (int)(o.seed % 9);
        o.table_height = (int)((o.seed >> 8) % 9);
    }
    hunters_game *g = NULL;
    if (hunters_game_new(&g, &o, NULL) != HUNTERS_OK) {
        hunters_tileset_free(ts);
        return 0;
    }
    static hunters_move moves[MAX_MOVES];
    hunters_game *before = NULL;
    if (hunters_game_clone(&before, g) != HUNTERS_OK)
        abort();
    check_invariants(g, &o);
    while (c.pos < c.size && hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
        if (hunters_game_copy(before, g) != HUNTERS_OK)
            abort();
        one_step(g, &c, moves);
        check_invariants(g, &o);
        int decisions = hunters_game_decision_count(g);
        if (decisions != hunters_game_decision_count(before) + 1)
            abort(); /* each step is one decision */
        if (decisions % 16 == 1)
            expect_undone(g, before);
    }
    hunters_game_free(before);
    round_trip(g, o.seed ^ 0x5eed);
    pictures(g, o.seed);
    int total = hunters_game_legal_moves(g, moves, MAX_MOVES);
    observations(g, o.seed >> 20, moves, total < MAX_MOVES ? total : MAX_MOVES, total);
    hunters_game_free(g);
    hunters_tileset_free(ts);
    return 0;
}
