/* The append-only event log: entries that name an area of a placed tile
 * (hu_event_add itself is inline in game.h). */
#include "game.h"

void hu_event_at_node(hunters_game *g, int type, int player, int node, int piece, int role,
                      int reason, int points)
{
    const hu_node *n = &g->nodes[node];
    hu_event *e = hu_event_new(g, type, player);
    if (!e)
        return;
    e->reason = (uint8_t)reason;
    e->area = (uint8_t)hu_node_area(g, node);
    e->bits = (uint8_t)((piece < 0 ? 0 : piece) | role << 2);
    e->placed = n->placed;
    e->points_lo = (uint16_t)((uint32_t)points & 0xffffu);
    e->points_hi = (uint16_t)((uint32_t)points >> 16);
}
