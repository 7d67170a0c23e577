/* The frontends' bots (see bots_seam.h): thin adapters over the library's
 * bots, hunters_bot_choose() and hunters_bot_advise(). */
#include "bots_seam.h"

#include <stdio.h>
#include <string.h>

static const char *const kind_names[] = {"human", "random", "greedy", "mcts", "mcts2"};
enum { KIND_COUNT = sizeof kind_names / sizeof kind_names[0] };

int seam_kind_parse(const char *name)
{
    for (int k = 0; k < KIND_COUNT; k++)
        if (strcmp(name, kind_names[k]) == 0)
            return k;
    return -1;
}

const char *seam_kind_name(int kind)
{
    return kind >= 0 && kind < KIND_COUNT ? kind_names[kind] : "?";
}

int seam_parse_bots(const char *list, int *bots, int capacity, char *why, size_t why_size)
{
    int count = 0;
    for (const char *name = list;; name++) {
        size_t n = strcspn(name, ",");
        char word[16];
        if (n == 0) { /* "random," named an empty bot: "unknown bot  in random," */
            snprintf(why, why_size, "a seat with no bot in '%s' (a bot each, comma-separated: random, greedy, mcts, "
                     "mcts2)", list);
            return -1;
        }
        if (n >= sizeof word) {
            snprintf(why, why_size, "unknown bot %.*s in %s (random, greedy, mcts, mcts2)", (int)n, name, list);
            return -1;
        }
        memcpy(word, name, n);
        word[n] = '\0';
        int kind = seam_kind_parse(word);
        if (kind <= SEAM_HUMAN) {
            snprintf(why, why_size, "unknown bot %s (random, greedy, mcts, mcts2)", word);
            return -1;
        }
        if (count == capacity) {
            snprintf(why, why_size, "at most %d players", capacity);
            return -1;
        }
        bots[count++] = kind;
        name += n;
        if (!*name)
            return count;
    }
}

/* The library's options for a seat; the seat's generator advances with
 * every call, so a bot does not repeat its choices. */
static void options_for(seam_bot *bot, hunters_bot_options *options)
{
    hunters_bot_options_init(options);
    options->kind = bot->kind == SEAM_RANDOM ? HUNTERS_BOT_RANDOM
                  : bot->kind == SEAM_GREEDY ? HUNTERS_BOT_GREEDY
                  : bot->kind == SEAM_MCTS2 ? HUNTERS_BOT_MCTS2 : HUNTERS_BOT_MCTS;
    options->seed = bot->seed;
    if (bot->iterations > 0)
        options->iterations = bot->iterations;
    bot->seed = bot->seed * 6364136223846793005ull + 1442695040888963407ull;
}

int seam_choose(hunters_game *game, seam_bot *bot, hunters_move *move)
{
    hunters_bot_options options;
    options_for(bot, &options);
    return hunters_bot_choose(game, &options, move);
}

int seam_advise(hunters_game *game, seam_bot *bot, seam_advice *advice, int k)
{
    hunters_bot_options options;
    hunters_advice found[16];
    if (k > 16)
        k = 16;
    options_for(bot, &options);
    int n = hunters_bot_advise(game, &options, found, (size_t)(k > 0 ? k : 0));
    if (n < 0)
        return 0;
    if (n > k)
        n = k;
    for (int i = 0; i < n; i++) {
        advice[i].place = found[i].place;
        advice[i].deploy = found[i].deploy;
        advice[i].visits = found[i].visits;
        advice[i].value = found[i].mean;
    }
    return n;
}
