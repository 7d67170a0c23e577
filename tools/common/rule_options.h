/* The rule options of hunters_game_options as NAME=VALUE text, shared by the
 * frontends (hunters-sim -o, hunters-play -o, hunters-demo -o): one table,
 * so every frontend offers every option (doc/rules.md explains them). */
#ifndef HUNTERS_TOOLS_RULE_OPTIONS_H
#define HUNTERS_TOOLS_RULE_OPTIONS_H

#include <stdio.h>

#include <hunters.h>

enum { RULE_OPTION_OK = 0, RULE_OPTION_UNKNOWN = -1, RULE_OPTION_BAD_VALUE = -2 };

/* A whole number from low to high, all of text: 0, or -1 (nothing stored). */
int parse_whole_number(const char *text, long low, long high, int32_t *out);

/* Applies "NAME=VALUE" to @p options: RULE_OPTION_OK, or why not. */
int rule_option_set(hunters_game_options *options, const char *name_equals_value);

/* Writes one line per option: name, allowed values, what it does. */
void rule_options_list(FILE *out);

#endif
