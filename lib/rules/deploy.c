/* Deploying a piece on the tile just placed (R3.4, R4). */
#include "game.h"

int hu_deploy_check(const hunters_game *g, int area, int piece, const char **why)
{
    const hu_placed *tile = &g->placed[g->s.last_placed];
    const hu_tile_type *t = &g->ts->types[tile->type];
    int player = g->s.player;
    if (area < 0 || area >= t->area_count) {
        *why = "the tile just placed has no such area";
        return HUNTERS_EILLEGAL;
    }
    const hu_area *a = &t->area[area];
    int node = tile->first_node + area;
    if (piece == HUNTERS_PIECE_MEMBER) {
        if (g->s.members[player] == 0) {
            *why = "no tribe member left in supply (R4.7)";
            return HUNTERS_EILLEGAL;
        }
        if (a->kind == HUNTERS_AREA_LAKE) {
            *why = "a tribe member cannot stand on a lake; fishers go on rivers (R4.4)";
            return HUNTERS_EILLEGAL;
        }
        if (a->kind == HUNTERS_AREA_MEADOW && (a->flags & HUNTERS_AREA_NO_HUNTER)) {
            *why = "no hunter may be deployed on this meadow (R6.6)";
            return HUNTERS_EILLEGAL;
        }
        if (g->nodes[hu_feature_root(g, node)].tribe > 0) {
            *why = "that feature already holds a tribe member (R4.2)";
            return HUNTERS_EILLEGAL;
        }
        return HUNTERS_OK;
    }
    if (piece == HUNTERS_PIECE_HUT) {
        if (g->s.huts[player] == 0) {
            *why = "no hut left in supply (R4.7)";
            return HUNTERS_EILLEGAL;
        }
        if (a->kind != HUNTERS_AREA_RIVER && a->kind != HUNTERS_AREA_LAKE) {
            *why = "a hut goes on a river or a lake (R4.3)";
            return HUNTERS_EILLEGAL;
        }
        if (g->nodes[hu_system_root(g, node)].huts > 0) {
            *why = "that river system already holds a hut (R4.3)";
            return HUNTERS_EILLEGAL;
        }
        return HUNTERS_OK;
    }
    *why = "no such piece";
    return HUNTERS_EINVAL;
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
    tile->piece_flags = 0;
    if (piece == HUNTERS_PIECE_MEMBER) {
        g->s.members[player]--;
        g->nodes[hu_feature_root(g, node)].tribe++;
        /* R6.6: a hunter deployed with the dolmen tile claims its meadow */
        if (a->kind == HUNTERS_AREA_MEADOW && a->item[HUNTERS_ITEM_DOLMEN])
            tile->piece_flags = HU_PIECE_DOLMEN;
    } else {
        g->s.huts[player]--;
        g->nodes[hu_system_root(g, node)].huts++;
    }
    hu_event_at_node(g, HUNTERS_EVENT_PIECE_DEPLOYED, player, node, piece,
                     hu_feature_role(a->kind, piece), HUNTERS_REASON_NONE, 0);
}
