/* The features of HUNTERS_BOT_MCTS2's learned cut-off value
 * (lib/bots/cutoff.c): what a position promises a player, from public
 * information only (board, pieces, supplies, scores, the count of land
 * tiles left; never the stacks' order). Each feature is the player's
 * quantity minus the other players' mean, so with two players the
 * features of one player are the other's negated. tools/hunters-evaldata
 * writes them with the final score difference for the fit
 * (tools/fit_eval.py). */
#ifndef HUNTERS_CUTOFF_FEATURES_H
#define HUNTERS_CUTOFF_FEATURES_H

#include "game.h"

/* The features, in the order of hu_cutoff_features()' output; "share" is
 * hu_stack_share(). */
enum {
    HU_CF_PROJECTED,          /* projected score (hunters_game_project_scores) */
    HU_CF_FOREST_VALUE,       /* unfinished forests held (R5.3, R5.5): their value */
    HU_CF_FOREST_VALUE_SHARE, /* ... times share */
    HU_CF_FOREST_OPEN,        /* ... their open sides (R5.1) */
    HU_CF_RIVER_VALUE,        /* unfinished rivers held (R5.4, R5.5): their value */
    HU_CF_RIVER_VALUE_SHARE,  /* ... times share */
    HU_CF_RIVER_OPEN,         /* ... their open ends (R5.2) */
    HU_CF_CLOSING,            /* the old hand-tuned term: value x share / (1 + open / 2), both kinds */
    HU_CF_BEHIND,             /* unfinished forests and rivers with members of the player's, held by
                                 others: value x share */
    HU_CF_MEMBERS_OUT,        /* members on unfinished forests and rivers (they come home, R5.6) x share */
    HU_CF_MEADOW_SHARE,       /* meadows held (R8.3): value x share */
    HU_CF_MEADOW_AREAS,       /* ... their areas x share (room to grow) */
    HU_CF_SYSTEM_SHARE,       /* river systems held (R8.2): fish x share */
    HU_CF_SYSTEM_OPEN,        /* ... their open river ends x share (room to grow) */
    HU_CF_MEMBERS,            /* members in supply */
    HU_CF_MEMBERS_SHARE,      /* ... times share */
    HU_CF_HUTS,               /* huts in supply */
    HU_CF_HUTS_SHARE,         /* ... times share */
    HU_CF_TO_MOVE,            /* 1 for the player whose turn it is */
    HU_CF_MERGE,              /* contested forests and rivers: for each open position that two unfinished
                                 ones with pieces touch, what the player's projection of their values would
                                 gain if one tile joined them (R5.5: the merged majority takes both) x share */
    HU_CF_MERGE_MEADOW,       /* ... the same of meadows with hunters (R8.3) */
    HU_CF_MERGE_NEXT,         /* for the player to move: the most one of those joins would gain them
                                 (either kind; the next tile may make it) */
    HU_CF_CLAIMER,            /* own turns left if a member is in supply, else 0: one member claims each
                                 forest or river the player completes and comes home at once (R4.2, R4.7,
                                 R5.6) */
    HU_CF_COUNT
};
/* the features used are bits of a uint32_t (lib/bots/cutoff.c) */
_Static_assert(HU_CF_COUNT <= 32, "a feature beyond bit 31 of 'wanted'");

/* The share of a piece's future worth still to come: 1 while each player
 * has HU_TURN_HORIZON turns or more left (land tiles left / players), then
 * falling to 0 with the stack. */
#define HU_TURN_HORIZON 20.0
double hu_stack_share(const hunters_game *g);

/* The open ends of the rivers of the river system of root sys (R7.1):
 * where it may grow. */
int hu_system_open_ends(const hunters_game *g, int sys);

/* The parts of the features that cost a look at the board's features,
 * for a caller that needs only some (the others are left 0). */
#define HU_CF_UNFINISHED 1      /* HU_CF_FOREST_VALUE .. HU_CF_MEMBERS_OUT */
#define HU_CF_MEADOWS 2         /* HU_CF_MEADOW_SHARE, HU_CF_MEADOW_AREAS */
#define HU_CF_SYSTEMS 4         /* HU_CF_SYSTEM_SHARE, HU_CF_SYSTEM_OPEN */
#define HU_CF_CONTESTED 8       /* HU_CF_MERGE .. HU_CF_MERGE_NEXT (with HU_CF_UNFINISHED) */
#define HU_CF_ALL 15

/* The projection's step (lib/bots/project.c) that hu_cutoff_features()
 * shares, taking the rest in the same pass as its own features: what the
 * tile just placed completes, scored as if the player passed. */
void hu_project_completed(const hunters_game *g, int32_t *scores);

/* Writes the HU_CF_COUNT features of the position for player to out (with
 * one player, the player's quantities alone), the parts asked for (a set
 * of HU_CF_UNFINISHED, ...; the projection and the supplies always).
 * Reads the game only. */
void hu_cutoff_features(const hunters_game *g, int player, int parts, double out[HU_CF_COUNT]);

/* Summaries that evaluations of the positions a few tiles after a base
 * position (a place decision) share: HUNTERS_BOT_MCTS2's listing of
 * replies, which values each placement and deployment of the tile in
 * hand, and its rollouts' cut-offs, a few turns after the search's
 * position. A feature or river system that no new tile joined is the same
 * in all of them, so the first evaluation that meets it summarizes it,
 * the others read it here; with one new tile, a meadow the tile joined is
 * summed from the base's meadows. A game that is not the base plus 1 to
 * HU_CF_MEMO_TILES tiles (placed and maybe deployed on, turns ended)
 * reads nothing. Owned by the caller, no allocation. */
#define HU_CF_MEMO_FEATURE 0
#define HU_CF_MEMO_SYSTEM 1
#define HU_CF_MEMO_MAX 64
#define HU_CF_MEMO_TILES 16 /* the most tiles after its base a memo serves */
typedef struct hu_cf_summary {
    int32_t value;                   /* the feature's value, the system's fish */
    int32_t open;                    /* forests, rivers: open sides; systems: open river ends, -1 not counted */
    int32_t counts[HU_MAX_PLAYERS];  /* members, a meadow's claims (R6.6), a system's huts */
    uint8_t gains[HU_MAX_PLAYERS];   /* hu_majority() of counts (0 where nobody gains) */
    int8_t won;                      /* ... and its result */
} hu_cf_summary;
/* A meadow of the base (lib/bots/cutoff_features.c: merged_meadow()). */
typedef struct hu_cf_meadow {
    uint16_t root;                   /* in the base */
    int8_t dolmen_hunter;            /* whether a hunter stands with a dolmen (R6.6) */
    int32_t items[6];                /* deer, mammoths, tigers, aurochs, fires, dolmens */
    int32_t members[HU_MAX_PLAYERS];
    int32_t hunters[HU_MAX_PLAYERS]; /* 1: the player has a hunter with a dolmen on it */
} hu_cf_meadow;
#define HU_CF_MEMO_MEADOWS 16
/* The contested pass's areas at the base's open positions (lib/bots/
 * cutoff_features.c: contested_areas()), for the base's first
 * HU_CF_MEMO_OPEN ones: per position, the nodes of its neighbours' areas
 * that the pass looks up, one a feature of the base. */
#define HU_CF_MEMO_OPEN 256
#define HU_CF_OPEN_AREAS 12 /* 4 sides, 3 areas a river side */
typedef struct hu_cf_open_areas {
    uint8_t count;
    uint16_t nodes[HU_CF_OPEN_AREAS];
} hu_cf_open_areas;
typedef struct hu_cf_memo {
    const hunters_game *base;        /* unchanged while the memo is read */
    int tile;                        /* the placed index of the first new tile; -1: the memo serves none */
    int count;
    uint32_t keys[HU_CF_MEMO_MAX];   /* HU_CF_MEMO_FEATURE or _SYSTEM << 16 | root */
    hu_cf_summary entry[HU_CF_MEMO_MAX];
    int piece_count;                 /* the base's tiles with a piece, -1: too many to list */
    uint16_t pieces[HU_CF_MEMO_MAX];
    int8_t piece_slot[HU_CF_MEMO_MAX]; /* the entry of each piece's feature or system, -1: not looked up yet */
    int meadow_count;
    hu_cf_meadow meadows[HU_CF_MEMO_MEADOWS];
    int open_kind;                   /* open[]: 0 not made yet, 1 every area, 2 meadows only, -1 none */
    hu_cf_open_areas open[HU_CF_MEMO_OPEN];
} hu_cf_memo;
_Static_assert(HU_CF_MEMO_MAX <= INT8_MAX, "piece_slot holds an entry's index");
/* An empty memo for the positions a few tiles after base, which must not
 * change while the memo is read (a base that is not at a place decision
 * gives a memo that serves no position). */
void hu_cf_memo_init(hu_cf_memo *m, const hunters_game *base);
/* hu_cutoff_features(), reading and filling the memo (NULL: none), the
 * features in the set wanted alone (bit k: feature k; the others 0, as
 * for a zero weight they cost time for nothing). */
#define HU_CF_EVERY ((1u << HU_CF_COUNT) - 1)
void hu_cutoff_features_memo(const hunters_game *g, int player, int parts, uint32_t wanted, hu_cf_memo *memo,
                             double out[HU_CF_COUNT]);
/* The same with wanted also as the list of its features, ascending
 * (used_count of them): hu_cutoff_value() lists them once for many
 * evaluations. */
void hu_cutoff_features_used(const hunters_game *g, int player, int parts, uint32_t wanted, const uint8_t *used,
                             int used_count, hu_cf_memo *memo, double out[HU_CF_COUNT]);
/* The features of the set wanted (bit k: feature k) into used, ascending;
 * returns how many. */
int hu_cf_list_used(uint32_t wanted, uint8_t used[HU_CF_COUNT]);

#endif
