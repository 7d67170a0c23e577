/* The append-only event log: entries that name an area of a placed tile
 * (hu_event_add itself is inline in game.h). */
#include "game.h"

void hu_event_at_node(hunters_game *g, int type, int player, int node, int piece, int role,
                      int reason, int points)
{
    const hu_node *n = &g->nodes[node];
    const hu_placed *tile = &g->placed[n->placed];
    hu_event_add(g, type, player, tile->type, tile->x, tile->y, -1, n->area, piece, role, reason, points);
}
