/* Deploying a piece on the tile just placed (R3.4, R4). */
#include "game.h"

/* The parts of R4 that depend on the board: a feature holds one tribe
 * member at most (R4.2), a river system one hut (R4.3). */
static inline int feature_has_member(const hunters_game *g, int node)
{
    return g->nodes[hu_feature_root(g, node)].tribe > 0;
}

static inline int system_has_hut(const hunters_game *g, int node)
{
    return g->nodes[hu_system_root(g, node)].huts > 0;
}

/* The lake_huts option (R7.1): a lake no river reaches takes no hut. */
static inline int lone_lake_refused(const hunters_game *g, const hu_tile_type *t, int area)
{
    return g->options.lake_huts == HUNTERS_LAKE_HUTS_FORBIDDEN && t->area[area].kind == HUNTERS_AREA_LAKE &&
           !t->lake_rivers;
}

/* Why a piece may not go on an area of the tile just placed, or NULL if it
 * may: the one statement of R4, shared by the check and (through the same
 * tests) the listing. */
static inline const char *deploy_problem(const hunters_game *g, const hu_placed *tile, const hu_tile_type *t,
                                         int area, int piece)
{
    int player = g->s.player;
    const hu_area *a = &t->area[area];
    int node = tile->first_node + area;
    if (piece == HUNTERS_PIECE_MEMBER) {
        if (g->s.members[player] == 0)
            return "no tribe member left in supply (R4.7)";
        if (!(t->member_areas >> area & 1))
            return a->kind == HUNTERS_AREA_LAKE ? "a tribe member cannot stand on a lake; fishers go on rivers (R4.4)"
                                                : "no hunter may be deployed on this meadow (R6.6)";
        if (feature_has_member(g, node))
            return "that feature already holds a tribe member (R4.2)";
        return NULL;
    }
    if (g->s.huts[player] == 0)
        return "no hut left in supply (R4.7)";
    if (!(t->hut_areas >> area & 1))
        return "a hut goes on a river or a lake (R4.3)";
    if (lone_lake_refused(g, t, area))
        return "no river reaches this lake, and this game allows huts only on river systems with a river (R7.1)";
    if (system_has_hut(g, node))
        return "that river system already holds a hut (R4.3)";
    return NULL;
}

int hu_deploy_check(const hunters_game *g, int area, int piece, const char **why)
{
    const hu_placed *tile = &g->placed[g->s.last_placed];
    const hu_tile_type *t = &g->ts->types[tile->type];
    if (area < 0 || area >= t->area_count) {
        *why = "the tile just placed has no such area (R3.4)";
        return HUNTERS_EILLEGAL;
    }
    if (piece != HUNTERS_PIECE_MEMBER && piece != HUNTERS_PIECE_HUT) {
        *why = "no such piece";
        return HUNTERS_EINVAL;
    }
    *why = deploy_problem(g, tile, t, area, piece);
    return *why ? HUNTERS_EILLEGAL : HUNTERS_OK;
}

int hu_deploy_lake_hut_refused(const hunters_game *g)
{
    const hu_placed *tile = &g->placed[g->s.last_placed];
    const hu_tile_type *t = &g->ts->types[tile->type];
    if (g->s.huts[g->s.player] == 0)
        return 0; /* R4.7: no hut to deploy under any rule */
    for (int a = 0; a < t->area_count; a++)
        if ((t->hut_areas >> a & 1) && lone_lake_refused(g, t, a) && !system_has_hut(g, tile->first_node + a))
            return 1;
    return 0;
}

int hu_deploy_list(const hunters_game *g, hunters_move *moves, size_t capacity)
{
    size_t n = 0;
    if (capacity > 0)
        moves[0] = (hunters_move)HUNTERS_MOVE_PASS;
    n++;
    const hu_placed *tile = &g->placed[g->s.last_placed];
    const hu_tile_type *t = &g->ts->types[tile->type];
    /* the supply and the tile type's masks are deploy_problem's fixed
     * part; only the areas they allow are asked about the board */
    unsigned members = g->s.members[g->s.player] ? t->member_areas : 0u;
    unsigned huts = g->s.huts[g->s.player] ? t->hut_areas : 0u;
    for (unsigned a = 0, candidates = members | huts; candidates >> a; a++) {
        int node = tile->first_node + (int)a;
        if ((members >> a & 1) && !feature_has_member(g, node)) {
            if (n < capacity)
                moves[n] = hu_deploy_move((int)a, HUNTERS_PIECE_MEMBER);
            n++;
        }
        if ((huts >> a & 1) && !lone_lake_refused(g, t, (int)a) && !system_has_hut(g, node)) {
            if (n < capacity)
                moves[n] = hu_deploy_move((int)a, HUNTERS_PIECE_HUT);
            n++;
        }
    }
    return (int)n;
}

void hu_deploy(hunters_game *g, int area, int piece)
{
    hu_placed *tile = &g->placed[g->s.last_placed];
    const hu_area *a = &g->ts->types[tile->type].area[area];
    int node = tile->first_node + area;
    int player = g->s.player;
    tile->piece_owner = (int8_t)player;
    tile->piece_area = (uint8_t)area;
    tile->piece = (uint8_t)piece;
    if (piece == HUNTERS_PIECE_MEMBER) {
        g->s.members[player]--;
        g->nodes[hu_feature_root(g, node)].tribe++; /* (a hunter on the dolmen: hu_piece_has_dolmen) */
    } else {
        g->s.huts[player]--;
        g->nodes[hu_system_root(g, node)].huts++;
    }
    hu_event_at_node(g, HUNTERS_EVENT_PIECE_DEPLOYED, player, node, piece,
                     hu_feature_role(a->kind, piece), HUNTERS_REASON_NONE, 0);
}
