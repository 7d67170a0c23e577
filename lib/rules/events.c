/* The append-only event log. Its capacity is fixed at creation from a bound
 * on the events a whole game can produce, so logging never allocates. */
#include "game.h"

void hu_event_add(hunters_game *g, int type, int player, int tile_type, int x, int y,
                  int rotation, int area, int piece, int role, int reason, int points)
{
    if (g->event_count >= g->event_capacity)
        return; /* cannot happen within the creation-time bound */
    hu_event *e = &g->events[g->event_count++];
    e->type = (uint8_t)type;
    e->player = (int8_t)player;
    e->tile_type = tile_type < 0 ? HU_NONE : (uint16_t)tile_type;
    e->x = (int16_t)x;
    e->y = (int16_t)y;
    e->rotation = rotation < 0 ? 0xff : (uint8_t)rotation;
    e->area = area < 0 ? 0xff : (uint8_t)area;
    e->piece = piece < 0 ? 0 : (uint8_t)piece;
    e->role = (uint8_t)role;
    e->reason = (uint8_t)reason;
    e->unused = 0;
    e->unused2 = 0;
    e->points = points;
}

void hu_event_at_node(hunters_game *g, int type, int player, int node, int piece, int role,
                      int reason, int points)
{
    const hu_node *n = &g->nodes[node];
    const hu_placed *tile = &g->placed[n->placed];
    hu_event_add(g, type, player, tile->type, tile->x, tile->y, -1, n->area, piece, role, reason, points);
}
