/* Sentences for hunters-play (see play_words.h). */
#include "play_words.h"

#include "common/output.h"

#include <stdarg.h>
#include <string.h>

static const char *const kind_word[] = {"?", "forest", "river", "lake", "meadow"};

typedef struct text {
    char *p;
    size_t size, used;
} text;

__attribute__((format(printf, 2, 3))) static void put(text *t, const char *fmt, ...)
{
    if (t->used >= t->size)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(t->p + t->used, t->size - t->used, fmt, ap);
    va_end(ap);
    if (n > 0)
        t->used += (size_t)n;
}

static void counts(text *t, const int *n, const char *const *names, int k, int first)
{
    for (int i = 0; i < k; i++) {
        if (n[i] <= 0)
            continue;
        put(t, "%s%d %s", first ? ": " : ", ", n[i], names[i]);
        first = 0;
    }
}

/* The sides of the board an area touches, in words ("north-east", "north
 * and south"): what tells apart areas of the same kind on one tile. A whole
 * side is named by itself, a lone half by the corner it lies in. */
static void side_words(text *t, int halves)
{
    static const char *const side_name[4] = {"north", "east", "south", "west"};
    static const char *const corner_name[4] = {"north-west", "north-east", "south-east", "south-west"};
    static const int corner_of_half[8] = {0, 1, 1, 2, 2, 3, 3, 0};
    const char *part[8];
    int n = 0, corners = 0;
    if (halves == 0xff) {
        put(t, " all around");
        return;
    }
    for (int s = 0; s < 4; s++)
        if ((halves >> (2 * s) & 3) == 3)
            part[n++] = side_name[s];
    for (int b = 0; b < 8; b++)
        if ((halves >> b & 1) && (halves >> (b & ~1) & 3) != 3)
            corners |= 1 << corner_of_half[b];
    for (int c = 0; c < 4; c++)
        if (corners >> c & 1)
            part[n++] = corner_name[c];
    for (int i = 0; i < n; i++)
        put(t, "%s%s", i == 0 ? " to the " : i == n - 1 ? " and " : ", ", part[i]);
}

/* The half-sides an area of a placed tile touches, turned as the tile is. */
static int board_halves(const hunters_game *game, int x, int y, int area)
{
    hunters_square sq;
    if (hunters_game_board(game, x, y, &sq) != HUNTERS_OK)
        return 0;
    int halves = hunters_tileset_area_halves(hunters_game_tileset(game), sq.type, area);
    if (halves <= 0)
        return 0;
    int shift = 2 * (sq.rotation & 3); /* tile side s lies on board side s + rotation */
    return ((halves << shift) | (halves >> (8 - shift))) & 0xff;
}

void words_area(const hunters_game *game, int x, int y, int area, char *buffer, size_t size)
{
    text t = {buffer, size, 0};
    buffer[0] = '\0';
    hunters_feature f;
    if (hunters_game_feature(game, x, y, area, &f) != HUNTERS_OK) {
        put(&t, "area %d", area);
        return;
    }
    int kind = f.kind >= 1 && f.kind <= 4 ? f.kind : 0;
    put(&t, "the %s", kind_word[kind]);
    side_words(&t, board_halves(game, x, y, area));
    if (f.kind == HUNTERS_AREA_MEADOW) {
        int n[] = {f.deer, f.mammoths, f.aurochs, f.tigers, f.fire, f.dolmen};
        static const char *const names[] = {"deer", "mammoth", "aurochs", "tiger", "fire", "dolmen"};
        counts(&t, n, names, 6, 1);
    } else if (f.kind == HUNTERS_AREA_FOREST) {
        put(&t, ": %d tile%s", f.tiles, f.tiles == 1 ? "" : "s");
        int n[] = {f.nuggets, f.mushrooms};
        static const char *const names[] = {"gold nugget", "mushroom patch"};
        counts(&t, n, names, 2, 0);
        put(&t, f.complete ? ", complete" : ", %d side%s open", f.open_sides, f.open_sides == 1 ? "" : "s");
    } else if (f.kind == HUNTERS_AREA_RIVER) {
        put(&t, ": %d tile%s", f.tiles, f.tiles == 1 ? "" : "s");
        if (f.fish)
            put(&t, ", %d fish", f.fish);
        put(&t, f.complete ? ", complete" : ", %d end%s open", f.open_sides, f.open_sides == 1 ? "" : "s");
    } else if (f.kind == HUNTERS_AREA_LAKE) {
        put(&t, ": %d fish", f.fish);
    }
    int members = 0;
    for (int p = 0; p < HUNTERS_MAX_PLAYERS; p++)
        members += f.members[p];
    if (members)
        put(&t, ", %d tribe member%s on it", members, members == 1 ? "" : "s");
    if (f.system_id >= 0 && f.system_fish && f.system_fish != f.fish)
        put(&t, ", %d fish in its system", f.system_fish);
}

void words_deploy(const hunters_game *game, hunters_move move, int x, int y, char *buffer, size_t size)
{
    if (hunters_move_kind(move) != HUNTERS_MOVE_DEPLOY) {
        snprintf(buffer, size, "pass: deploy nothing");
        return;
    }
    char where[160];
    int area = hunters_move_area(move);
    words_area(game, x, y, area, where, sizeof where);
    hunters_square sq;
    int kind = 0;
    if (hunters_game_board(game, x, y, &sq) == HUNTERS_OK)
        kind = hunters_tileset_area_kind(hunters_game_tileset(game), sq.type, area);
    const char *role = hunters_move_piece(move) == HUNTERS_PIECE_HUT ? "hut"
                       : kind == HUNTERS_AREA_FOREST               ? "gatherer"
                       : kind == HUNTERS_AREA_MEADOW               ? "hunter"
                                                                   : "fisher";
    snprintf(buffer, size, "%s %s %s", role, kind == HUNTERS_AREA_FOREST ? "in" : "on", where);
}

const char *words_player(const hunters_game *game, int player, char *buffer, size_t size)
{
    /* (a blank name, from a record saved before the library refused one,
     * is shown as no name is, as the SVG draws it) */
    if (!*shown_player_name(game, player, buffer, size))
        snprintf(buffer, size, "player %d", player + 1);
    return buffer;
}

static const char *role_word(int role)
{
    switch (role) {
    case HUNTERS_ROLE_GATHERER: return "gatherer";
    case HUNTERS_ROLE_FISHER: return "fisher";
    case HUNTERS_ROLE_HUNTER: return "hunter";
    case HUNTERS_ROLE_HUT: return "hut";
    default: return "piece";
    }
}

static const char *reason_feature(int reason)
{
    switch (reason) {
    case HUNTERS_REASON_FOREST: return "forest";
    case HUNTERS_REASON_RIVER: return "river";
    case HUNTERS_REASON_HUTS: return "river system";
    case HUNTERS_REASON_MEADOW: return "meadow";
    default: return "feature";
    }
}

static const char *reason_rule(int reason)
{
    switch (reason) {
    case HUNTERS_REASON_FOREST: return "completed forest, R5.3";
    case HUNTERS_REASON_RIVER: return "completed river, R5.4";
    case HUNTERS_REASON_HUTS: return "huts on the system, R8.2";
    case HUNTERS_REASON_MEADOW: return "hunters on the meadow, R8.3";
    default: return "R8";
    }
}

int words_event(const hunters_game *game, const hunters_event *e, char *buffer, size_t size)
{
    char who[40];
    const hunters_tileset *ts = hunters_game_tileset(game);
    const char *tile = e->tile_type >= 0 ? hunters_tileset_type_name(ts, e->tile_type) : "?";
    if (e->player >= 0)
        words_player(game, e->player, who, sizeof who);
    switch (e->type) {
    case HUNTERS_EVENT_POINTS:
        snprintf(buffer, size, "%s scores %d for the %s at (%d,%d) (%s)", who, e->points,
                 reason_feature(e->reason), e->x, e->y, reason_rule(e->reason));
        return 1;
    case HUNTERS_EVENT_FEATURE_COMPLETED:
        snprintf(buffer, size, "the %s at (%d,%d) is complete, worth %d (%s)", reason_feature(e->reason), e->x,
                 e->y, e->points, e->reason == HUNTERS_REASON_RIVER ? "R5.4" : "R5.3");
        return 1;
    case HUNTERS_EVENT_FINAL_FEATURE:
        snprintf(buffer, size, "final scoring: the %s at (%d,%d) is worth %d (%s)", reason_feature(e->reason), e->x,
                 e->y, e->points, reason_rule(e->reason));
        return 1;
    case HUNTERS_EVENT_PIECE_RETURNED:
        if (e->reason == HUNTERS_REASON_END)
            return 0;
        snprintf(buffer, size, "%s's %s returns to the supply", who, role_word(e->role));
        return 1;
    case HUNTERS_EVENT_BONUS_DRAWN:
        snprintf(buffer, size, "gold! %s draws bonus tile %s (R6.1)", who, tile);
        return 1;
    case HUNTERS_EVENT_BONUS_DISCARDED:
        snprintf(buffer, size, "bonus tile %s fits nowhere and is discarded (R6.5)", tile);
        return 1;
    case HUNTERS_EVENT_TILE_REMOVED:
        snprintf(buffer, size, "%s fits nowhere and leaves the game; %s draws again (R3.3)", tile, who);
        return 1;
    case HUNTERS_EVENT_TILE_PLACED:
        if (e->player < 0)
            return 0;
        snprintf(buffer, size, "%s placed %s at (%d,%d) in rotation %d", who, tile, e->x, e->y, e->rotation);
        return 1;
    case HUNTERS_EVENT_PIECE_DEPLOYED:
        snprintf(buffer, size, "%s put a %s on area %d", who, role_word(e->role), e->area);
        return 1;
    case HUNTERS_EVENT_GAME_OVER:
        snprintf(buffer, size, "the game is over");
        return 1;
    default:
        return 0;
    }
}

void words_final_table(const hunters_game *game, FILE *out, int columns)
{
    int players = hunters_game_player_count(game);
    int points[HUNTERS_MAX_PLAYERS][5];
    memset(points, 0, sizeof points);
    for (int i = 0; i < hunters_game_event_count(game); i++) {
        hunters_event e;
        hunters_game_event(game, i, &e);
        if (e.type == HUNTERS_EVENT_POINTS && e.player >= 0 && e.reason >= 1 && e.reason <= 4)
            points[e.player][e.reason] += e.points;
    }
    fprintf(out, "%-16s %7s %7s %7s %7s %7s %5s\n", "player", "forests", "rivers", "huts", "meadows", "total", "rank");
    for (int p = 0; p < players; p++) {
        char who[40];
        words_player(game, p, who, sizeof who);
        if (columns)
            print_padded(out, who, 16);
        else
            fprintf(out, "%-16s", who);
        fprintf(out, " %7d %7d %7d %7d %7d %5d\n",
                points[p][HUNTERS_REASON_FOREST], points[p][HUNTERS_REASON_RIVER], points[p][HUNTERS_REASON_HUTS],
                points[p][HUNTERS_REASON_MEADOW], hunters_game_score(game, p), hunters_game_rank(game, p));
    }
}

void words_tile(const hunters_game *game, int type, char *buffer, size_t size)
{
    const hunters_tileset *ts = hunters_game_tileset(game);
    text t = {buffer, size, 0};
    buffer[0] = '\0';
    static const char side_letter[] = "?FMR";
    for (int s = 0; s < 4; s++) {
        int terrain = hunters_tileset_type_side(ts, type, s);
        put(&t, "%c", terrain >= 1 && terrain <= 3 ? side_letter[terrain] : '?');
    }
    static const char *const item_names[] = {"fish",  "nugget",  "mushroom", "deer",  "mammoth",
                                             "tiger", "aurochs", "fire",     "dolmen"};
    for (int a = 0; a < hunters_tileset_type_area_count(ts, type); a++)
        for (int item = 0; item < 9; item++) {
            int n = hunters_tileset_area_item(ts, type, a, item);
            if (n > 0)
                put(&t, " %d %s", n, item_names[item]);
        }
}
