/* One definition of "the same game" for tests that compare two games
 * (clones, copies, reloaded records): equal hash, event log, scores,
 * supplies, names, phase and what each rule variant changed. */
#ifndef TEST_SAME_GAME_H
#define TEST_SAME_GAME_H

#include <stdlib.h>
#include <string.h>

#include "fast_assert.h"
#include "hunters.h"

static inline void assert_same_game(const hunters_game *a, const hunters_game *b)
{
    EXPECT_U64_EQ(hunters_game_hash(a), hunters_game_hash(b));
    EXPECT_EQ(hunters_game_event_count(a), hunters_game_event_count(b));
    for (int i = 0; i < hunters_game_event_count(a); i++) {
        hunters_event ea, eb;
        hunters_game_event(a, i, &ea);
        hunters_game_event(b, i, &eb);
        EXPECT(memcmp(&ea, &eb, sizeof ea) == 0);
    }
    for (int p = 0; p < hunters_game_player_count(a); p++) {
        EXPECT_EQ(hunters_game_score(a, p), hunters_game_score(b, p));
        EXPECT_EQ(hunters_game_supply(a, p, HUNTERS_PIECE_MEMBER), hunters_game_supply(b, p, HUNTERS_PIECE_MEMBER));
        EXPECT(strcmp(hunters_game_player_name(a, p), hunters_game_player_name(b, p)) == 0);
    }
    EXPECT_EQ(hunters_game_phase(a), hunters_game_phase(b));
    for (int v = HUNTERS_VARIANT_FOREST_VALUE; v <= HUNTERS_VARIANT_TABLE; v++)
        EXPECT_EQ(hunters_game_variant_changes(a, v), hunters_game_variant_changes(b, v));
}

/* The game's record as text (malloc'd, the caller frees it), its length in
 * *length: hunters_game_save() must write exactly the length it reported. */
static inline char *save_text(const hunters_game *g, size_t *length)
{
    size_t n = hunters_game_save(g, NULL, 0);
    char *text = malloc(n + 1);
    EXPECT(text != NULL);
    EXPECT_EQ(hunters_game_save(g, text, n + 1), n);
    EXPECT_EQ(strlen(text), n);
    *length = n;
    return text;
}

#endif
