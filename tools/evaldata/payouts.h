/* hunters-evaldata --payouts: what the features that hold pieces at a
 * position pay at the end (tools/hunters-evaldata.c). */
#ifndef HUNTERS_EVALDATA_PAYOUTS_H
#define HUNTERS_EVALDATA_PAYOUTS_H

#include "game.h"

enum { WATCH_FOREST, WATCH_RIVER, WATCH_MEADOW, WATCH_SYSTEM };

/* A feature (or river system) holding pieces, as it was at a position. */
typedef struct payout_watch {
    int kind;                   /* WATCH_* */
    int node;                   /* one of its areas: still in it at the end */
    int land_left;
    double share;               /* hu_stack_share() then */
    double value;               /* forests and rivers: R5.3, R5.4; meadows: R8.3; systems: fish (R8.2) */
    double open;                /* open sides or river ends (a system: of its rivers) */
    double size;                /* areas (the disjoint set's size) */
} payout_watch;

/* Adds to w (room for cap) the unfinished forests and rivers holding
 * members, the meadows holding hunters and the river systems holding huts
 * of g, each once; returns the new count. */
int payouts_watch(const hunters_game *g, payout_watch *w, int count, int cap);

/* Writes one line per watch: game, players, land left, kind, share, value,
 * open, size, payout. The payout: for a forest or river, its value if it
 * was completed by the end (R5), else 0 (R8.1); for a meadow or system,
 * its final value (R8.2, R8.3) minus the value then: its growth. */
void payouts_write(const hunters_game *end, const payout_watch *w, int count, unsigned long long game);

/* --meadows: a meadow holding hunters (R8.3) at a position, as the
 * cut-off value sees it (lib/bots/cutoff_features.c: tally_meadow()). */
typedef struct meadow_watch {
    int node;                   /* one of its areas: still in it at the end */
    int position;               /* the place decision's number in the game */
    int land_left;
    int value;                  /* R8.3 now */
    int size;                   /* areas */
    int32_t claims[HU_MAX_PLAYERS]; /* hu_meadow_claims(): hunters, or the dolmen's hunter (R6.6) */
    uint8_t gains[HU_MAX_PLAYERS];  /* hu_majority() of claims */
} meadow_watch;

/* Adds to w (room for cap) the meadows holding hunters of g, each once;
 * returns the new count. */
int meadows_watch(const hunters_game *g, int position, meadow_watch *w, int count, int cap);

/* Writes one line per watch and player: game, players, land left, the
 * watch's index in the game, player, value, size, the player's claims and
 * whether the player gains the meadow then (R8.3), and the value and the
 * player's gain of the meadow that holds the watched area at the end, and
 * how many meadows watched at the same position it holds (merged since):
 * what it pays the player then is final_value x final_gains, a share
 * 1 / merged of it each, so that the shares add up to the final pay. */
void meadows_write(const hunters_game *end, const meadow_watch *w, int count, unsigned long long game);

#endif
