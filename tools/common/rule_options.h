/* The rule options of hunters_game_options as NAME=VALUE text, shared by the
 * frontends (hunters-sim -o, hunters-play -o): one table,
 * so every frontend offers every option (doc/rules.md explains them). */
#ifndef HUNTERS_TOOLS_RULE_OPTIONS_H
#define HUNTERS_TOOLS_RULE_OPTIONS_H

#include <stdio.h>

#include <hunters.h>

#include "common/number.h" /* parse_whole_number() for the frontends' other flags */

enum { RULE_OPTION_OK = 0, RULE_OPTION_UNKNOWN = -1, RULE_OPTION_BAD_VALUE = -2 };


/* Applies "NAME=VALUE" to @p options: RULE_OPTION_OK, or why not. */
int rule_option_set(hunters_game_options *options, const char *name_equals_value);

/* Writes one line per option: name, allowed values, what it does. */
void rule_options_list(FILE *out);

#endif
