-- LuaJIT FFI bindings for libhunters, the rules engine for Carcassonne:
-- Hunters and Gatherers. The library is loaded from $HUNTERS_LIBRARY, else
-- the versioned name libhunters.so.0.
--
--   local hunters = require("hunters")
--   local game = hunters.Game.new{ players = 2, seed = 7 }
--   while not game:over() do
--     local moves = game:legal_moves()
--     assert(game:play(moves[math.random(#moves)]))
--   end
--   print(game:score(0), game:score(1))
--
-- Calls that can fail return nil and a message (OpenResty style).
local ffi = require("ffi")

ffi.cdef[[
typedef struct hunters_tileset hunters_tileset;
typedef struct hunters_game hunters_game;
typedef uint64_t hunters_move;
typedef struct hunters_allocator { void *alloc; void *userdata; } hunters_allocator;
typedef struct hunters_error { int32_t status, line, column; char message[256]; } hunters_error;
typedef struct hunters_game_options {
  uint32_t version; int32_t players, first_player, members, huts, draw_mode, bonus_rule;
  uint64_t seed; const hunters_tileset *tileset; const hunters_allocator *allocator;
  int32_t last_bonus, forest_value, mushroom_value, lake_huts, table_width, table_height;
} hunters_game_options;
typedef struct hunters_event {
  int32_t type, player, tile_type, x, y, rotation, area, piece, role, reason, points, reserved;
} hunters_event;
typedef struct hunters_square {
  int32_t type, rotation, order, piece_owner, piece, piece_area;
  int32_t reserved[2];
} hunters_square;
typedef struct hunters_feature {
  int32_t kind, id, halves, complete, open_sides, tiles, fish, nuggets, mushrooms, deer, mammoths, tigers,
          aurochs, fire, dolmen;
  int32_t members[8];
  int32_t system_id, system_fish;
  int32_t huts[8];
  int32_t value;
  int32_t reserved[7];
} hunters_feature;

const char *hunters_version(void);
int hunters_version_number(void);
const char *hunters_strerror(int status);
int hunters_tileset_load_string(hunters_tileset **out, const char *text, size_t length,
                                const hunters_allocator *allocator, hunters_error *error);
int hunters_tileset_load_default(hunters_tileset **out, const hunters_allocator *allocator);
int hunters_tileset_load_file(hunters_tileset **out, const char *path, const hunters_allocator *allocator,
                              hunters_error *error);
int hunters_tileset_type_count(const hunters_tileset *tileset);
int hunters_tileset_type_copies(const hunters_tileset *tileset, int type);
int hunters_tileset_type_flags(const hunters_tileset *tileset, int type);
int hunters_tileset_type_side(const hunters_tileset *tileset, int type, int side);
int hunters_tileset_type_area_count(const hunters_tileset *tileset, int type);
int hunters_tileset_area_kind(const hunters_tileset *tileset, int type, int area);
int hunters_tileset_area_halves(const hunters_tileset *tileset, int type, int area);
int hunters_tileset_area_river_end(const hunters_tileset *tileset, int type, int area, int end);
int hunters_tileset_area_item(const hunters_tileset *tileset, int type, int area, int item);
int hunters_tileset_area_flags(const hunters_tileset *tileset, int type, int area);
size_t hunters_tileset_describe(const hunters_tileset *tileset, char *buffer, size_t size);
void hunters_tileset_free(hunters_tileset *tileset);
const char *hunters_tileset_name(const hunters_tileset *tileset);
uint64_t hunters_tileset_hash(const hunters_tileset *tileset);
int hunters_tileset_type_find(const hunters_tileset *tileset, const char *name);
const char *hunters_tileset_type_name(const hunters_tileset *tileset, int type);
long hunters_tileset_total(const hunters_tileset *tileset, int what, int group);

void hunters_game_options_init(hunters_game_options *options);
int hunters_game_options_init_version(hunters_game_options *options, uint32_t version);
int hunters_game_new(hunters_game **out, const hunters_game_options *options, hunters_error *error);
void hunters_game_free(hunters_game *game);
int hunters_game_clone(hunters_game **out, const hunters_game *game);
int hunters_game_copy(hunters_game *dest, const hunters_game *source);
size_t hunters_game_state_size(const hunters_game *game);
int hunters_game_check(hunters_game *game, hunters_move move);
int hunters_game_rank(const hunters_game *game, int player);
int hunters_game_tiles_left(const hunters_game *game, int type);
int hunters_game_stack_size(const hunters_game *game, int bonus);
int hunters_game_placed_count(const hunters_game *game);
int hunters_game_placed_position(const hunters_game *game, int index, int *x, int *y);
int hunters_game_board(const hunters_game *game, int x, int y, hunters_square *out);
int hunters_game_feature(const hunters_game *game, int x, int y, int area, hunters_feature *out);
int hunters_game_set_player_name(hunters_game *game, int player, const char *name);
const char *hunters_game_player_name(const hunters_game *game, int player);
int hunters_game_save_file(const hunters_game *game, const char *path);
int hunters_game_load_file(hunters_game **out, const char *path, const hunters_tileset *tileset,
                           const hunters_allocator *allocator, hunters_error *error);
const char *hunters_game_errmsg(const hunters_game *game);
const hunters_tileset *hunters_game_tileset(const hunters_game *game);
int hunters_game_get_options(const hunters_game *game, hunters_game_options *out);
int hunters_game_legal_moves(const hunters_game *game, hunters_move *moves, size_t capacity);
int hunters_game_play(hunters_game *game, hunters_move move);
int hunters_game_draw(hunters_game *game, int type);
int hunters_game_draw_random(hunters_game *game);
int hunters_game_play_random(hunters_game *game, uint64_t seed);
int hunters_game_undo(hunters_game *game);
int hunters_game_decision_count(const hunters_game *game);
int hunters_game_phase(const hunters_game *game);
int hunters_game_player_count(const hunters_game *game);
int hunters_game_current_player(const hunters_game *game);
int hunters_game_score(const hunters_game *game, int player);
int hunters_game_supply(const hunters_game *game, int player, int piece);
int hunters_game_tile_in_hand(const hunters_game *game);
uint64_t hunters_game_hash(const hunters_game *game);
int hunters_game_event_count(const hunters_game *game);
int hunters_game_event(const hunters_game *game, int index, hunters_event *out);
size_t hunters_event_format(const hunters_game *game, const hunters_event *event, char *buffer, size_t size);
size_t hunters_game_save(const hunters_game *game, char *buffer, size_t size);
int hunters_game_load(hunters_game **out, const char *text, size_t length, const hunters_tileset *tileset,
                      const hunters_allocator *allocator, hunters_error *error);

hunters_move hunters_move_place(int x, int y, int rotation);
hunters_move hunters_move_deploy(int area, int piece);
hunters_move hunters_move_pass(void);
int hunters_move_kind(hunters_move move);
int hunters_move_x(hunters_move move);
int hunters_move_y(hunters_move move);
int hunters_move_rotation(hunters_move move);
int hunters_move_area(hunters_move move);
int hunters_move_piece(hunters_move move);
size_t hunters_move_format(hunters_move move, char *buffer, size_t size);
int hunters_move_parse(const char *text, hunters_move *out);
]]

local lib = ffi.load(os.getenv("HUNTERS_LIBRARY") or "libhunters.so.0")

local M = {
  PHASE_DRAW = 1, PHASE_PLACE = 2, PHASE_DEPLOY = 3, PHASE_DRAW_BONUS = 4, PHASE_PLACE_BONUS = 5,
  PHASE_DEPLOY_BONUS = 6, PHASE_OVER = 7,
  PIECE_MEMBER = 1, PIECE_HUT = 2,
  MOVE_PLACE = 1, MOVE_DEPLOY = 2, MOVE_PASS = 3,
  EVENT_POINTS = 7, EVENT_GAME_OVER = 12,
}

function M.version() return ffi.string(lib.hunters_version()) end
function M.version_number() return lib.hunters_version_number() end

local function error_text(status, err)
  local message = ffi.string(err.message)
  if message == "" then message = ffi.string(lib.hunters_strerror(status)) end
  if err.line > 0 then message = string.format("%d:%d: %s", err.line, err.column, message) end
  return message
end

-- moves ---------------------------------------------------------------------
M.move = {
  place = function(x, y, rotation) return lib.hunters_move_place(x, y, rotation) end,
  deploy = function(area, piece) return lib.hunters_move_deploy(area, piece or M.PIECE_MEMBER) end,
  pass = function() return lib.hunters_move_pass() end,
  kind = function(move) return lib.hunters_move_kind(move) end,
  x = function(move) return lib.hunters_move_x(move) end,
  y = function(move) return lib.hunters_move_y(move) end,
  rotation = function(move) return lib.hunters_move_rotation(move) end,
  area = function(move) return lib.hunters_move_area(move) end,
  piece = function(move) return lib.hunters_move_piece(move) end,
  tostring = function(move)
    local buffer = ffi.new("char[32]")
    lib.hunters_move_format(move, buffer, 32)
    return ffi.string(buffer)
  end,
  parse = function(text)
    local out = ffi.new("hunters_move[1]")
    local status = lib.hunters_move_parse(text, out)
    if status ~= 0 then return nil, "not a move: " .. text end
    return out[0]
  end,
}

-- tile sets -----------------------------------------------------------------
local TileSet = {}
TileSet.__index = TileSet
M.TileSet = TileSet

local function wrap_tileset(ptr)
  return setmetatable({ ptr = ffi.gc(ptr, lib.hunters_tileset_free) }, TileSet)
end

function TileSet.default()
  local out = ffi.new("hunters_tileset *[1]")
  local status = lib.hunters_tileset_load_default(out, nil)
  if status ~= 0 then return nil, ffi.string(lib.hunters_strerror(status)) end
  return wrap_tileset(out[0])
end

function TileSet.from_string(text)
  local out, err = ffi.new("hunters_tileset *[1]"), ffi.new("hunters_error")
  local status = lib.hunters_tileset_load_string(out, text, #text, nil, err)
  if status ~= 0 then return nil, error_text(status, err), err.line, err.column end
  return wrap_tileset(out[0])
end

function TileSet.from_file(path)
  local out, err = ffi.new("hunters_tileset *[1]"), ffi.new("hunters_error")
  local status = lib.hunters_tileset_load_file(out, path, nil, err)
  if status ~= 0 then return nil, error_text(status, err), err.line, err.column end
  return wrap_tileset(out[0])
end

function TileSet:name() return ffi.string(lib.hunters_tileset_name(self.ptr)) end
function TileSet:type_count() return lib.hunters_tileset_type_count(self.ptr) end
function TileSet:find(name) local t = lib.hunters_tileset_type_find(self.ptr, name); if t >= 0 then return t end end
function TileSet:copies(type) return lib.hunters_tileset_type_copies(self.ptr, type) end
function TileSet:flags(type) return lib.hunters_tileset_type_flags(self.ptr, type) end
function TileSet:sides(type)
  local letters = {}
  for side = 0, 3 do letters[#letters + 1] = (" FMR"):sub(lib.hunters_tileset_type_side(self.ptr, type, side) + 1,
                                                        lib.hunters_tileset_type_side(self.ptr, type, side) + 1) end
  return table.concat(letters)
end
-- the areas of a tile type: { kind, halves, flags, ends (rivers), items = { [item] = count } }
function TileSet:areas(type)
  local list = {}
  for area = 0, lib.hunters_tileset_type_area_count(self.ptr, type) - 1 do
    local entry = { kind = lib.hunters_tileset_area_kind(self.ptr, type, area),
                    halves = lib.hunters_tileset_area_halves(self.ptr, type, area),
                    flags = lib.hunters_tileset_area_flags(self.ptr, type, area), items = {} }
    if entry.kind == 2 then
      entry.ends = { lib.hunters_tileset_area_river_end(self.ptr, type, area, 0),
                     lib.hunters_tileset_area_river_end(self.ptr, type, area, 1) }
    end
    for item = 0, 9 do
      local count = lib.hunters_tileset_area_item(self.ptr, type, area, item)
      if count > 0 then entry.items[item] = count end
    end
    list[#list + 1] = entry
  end
  return list
end
function TileSet:describe()
  local size = lib.hunters_tileset_describe(self.ptr, nil, 0) + 1
  local buffer = ffi.new("char[?]", size)
  lib.hunters_tileset_describe(self.ptr, buffer, size)
  return ffi.string(buffer)
end
function TileSet:total(what, group) return tonumber(lib.hunters_tileset_total(self.ptr, what, group or 3)) end
function TileSet:close()
  if self.ptr ~= nil then lib.hunters_tileset_free(ffi.gc(self.ptr, nil)); self.ptr = nil end
end

-- games -----------------------------------------------------------------------
local Game = {}
Game.__index = Game
M.Game = Game

local function wrap_game(ptr)
  return setmetatable({ ptr = ffi.gc(ptr, lib.hunters_game_free), moves = ffi.new("hunters_move[256]"),
                        capacity = 256 }, Game)
end

local function result(self, status)
  if status ~= 0 then return nil, ffi.string(lib.hunters_game_errmsg(self.ptr)) end
  return true
end

-- options: players, seed, first_player, members, huts, draw_mode ("engine" or
-- "caller"), bonus_rule ("redraw" or "forfeit"), tileset (a TileSet); the
-- rule variants (doc/rules.md): last_bonus ("played" or "skipped"),
-- forest_value ("tile" or "segment"), mushroom_value ("patch" or "tile"),
-- lake_huts ("allowed" or "forbidden"), table_width, table_height (0: no limit)
local rule_variants = { last_bonus = { "played", "skipped" }, forest_value = { "tile", "segment" },
                        mushroom_value = { "patch", "tile" }, lake_huts = { "allowed", "forbidden" } }
function Game.new(options)
  options = options or {}
  local o = ffi.new("hunters_game_options")
  lib.hunters_game_options_init_version(o, 2)
  o.players = options.players or 2
  o.seed = options.seed or 0
  o.first_player = options.first_player or 0
  o.members = options.members or 5
  o.huts = options.huts or 2
  o.draw_mode = options.draw_mode == "caller" and 1 or 0
  o.bonus_rule = options.bonus_rule == "forfeit" and 1 or 0
  if options.tileset then o.tileset = options.tileset.ptr end
  for name, choices in pairs(rule_variants) do
    local v = options[name] -- a name, or the number from hunters.h; anything else is refused
    if v ~= nil then
      o[name] = (v == choices[1] and 0) or (v == choices[2] and 1) or (type(v) == "number" and v) or -1
    end
  end
  o.table_width = options.table_width or 0
  o.table_height = options.table_height or 0
  local out, err = ffi.new("hunters_game *[1]"), ffi.new("hunters_error")
  local status = lib.hunters_game_new(out, o, err)
  if status ~= 0 then return nil, error_text(status, err) end
  return wrap_game(out[0])
end

function Game.load(text, tileset)
  local out, err = ffi.new("hunters_game *[1]"), ffi.new("hunters_error")
  local status = lib.hunters_game_load(out, text, #text, tileset and tileset.ptr or nil, nil, err)
  if status ~= 0 then return nil, error_text(status, err), err.line, err.column end
  return wrap_game(out[0])
end

function Game:close()
  if self.ptr ~= nil then lib.hunters_game_free(ffi.gc(self.ptr, nil)); self.ptr = nil end
end

function Game:clone()
  local out = ffi.new("hunters_game *[1]")
  local status = lib.hunters_game_clone(out, self.ptr)
  if status ~= 0 then return nil, ffi.string(lib.hunters_strerror(status)) end
  return wrap_game(out[0])
end

function Game.load_file(path, tileset)
  local out, err = ffi.new("hunters_game *[1]"), ffi.new("hunters_error")
  local status = lib.hunters_game_load_file(out, path, tileset and tileset.ptr or nil, nil, err)
  if status ~= 0 then return nil, error_text(status, err), err.line, err.column end
  return wrap_game(out[0])
end

function Game:save_file(path)
  local status = lib.hunters_game_save_file(self.ptr, path)
  if status ~= 0 then return nil, ffi.string(lib.hunters_strerror(status)) end
  return true
end

function Game:copy_from(other) return result(self, lib.hunters_game_copy(self.ptr, other.ptr)) end
function Game:state_size() return tonumber(lib.hunters_game_state_size(self.ptr)) end
function Game:check(move) return result(self, lib.hunters_game_check(self.ptr, move)) end
function Game:rank(player) return lib.hunters_game_rank(self.ptr, player) end
function Game:tiles_left(type) return lib.hunters_game_tiles_left(self.ptr, type) end
function Game:stack_size(bonus) return lib.hunters_game_stack_size(self.ptr, bonus and 1 or 0) end
function Game:set_player_name(player, name) return result(self, lib.hunters_game_set_player_name(self.ptr, player, name)) end
function Game:player_name(player)
  local name = lib.hunters_game_player_name(self.ptr, player)
  if name ~= nil then return ffi.string(name) end
end

-- every tile on the board: { x, y, type, rotation, piece_owner (or nil), piece, piece_area }
function Game:board()
  local list, x, y, square = {}, ffi.new("int[1]"), ffi.new("int[1]"), ffi.new("hunters_square")
  for i = 0, lib.hunters_game_placed_count(self.ptr) - 1 do
    lib.hunters_game_placed_position(self.ptr, i, x, y)
    lib.hunters_game_board(self.ptr, x[0], y[0], square)
    list[#list + 1] = { x = x[0], y = y[0], type = square.type, rotation = square.rotation,
                        piece_owner = square.piece_owner >= 0 and square.piece_owner or nil,
                        piece = square.piece, piece_area = square.piece_area }
  end
  return list
end

-- the feature of an area of a placed tile, as a table (members and huts by player, from 0)
function Game:feature(x, y, area)
  local f = ffi.new("hunters_feature")
  local status = lib.hunters_game_feature(self.ptr, x, y, area, f)
  if status ~= 0 then return nil, ffi.string(lib.hunters_strerror(status)) end
  local out = { members = {}, huts = {} }
  for _, name in ipairs{ "kind", "id", "halves", "complete", "open_sides", "tiles", "fish", "nuggets", "mushrooms",
                         "deer", "mammoths", "tigers", "aurochs", "fire", "dolmen", "system_id", "system_fish",
                         "value" } do
    out[name] = f[name]
  end
  for p = 0, 7 do out.members[p] = f.members[p]; out.huts[p] = f.huts[p] end
  return out
end

function Game:phase() return lib.hunters_game_phase(self.ptr) end
function Game:over() return lib.hunters_game_phase(self.ptr) == M.PHASE_OVER end
function Game:players() return lib.hunters_game_player_count(self.ptr) end
function Game:current_player() return lib.hunters_game_current_player(self.ptr) end
function Game:score(player) return lib.hunters_game_score(self.ptr, player) end
function Game:supply(player, piece) return lib.hunters_game_supply(self.ptr, player, piece or M.PIECE_MEMBER) end
function Game:hash() return lib.hunters_game_hash(self.ptr) end
-- the game's rule variants (doc/rules.md), as the options of Game.new
function Game:rules()
  local o = ffi.new("hunters_game_options")
  lib.hunters_game_options_init_version(o, 2)
  lib.hunters_game_get_options(self.ptr, o)
  local rules = { table_width = o.table_width, table_height = o.table_height }
  for name, choices in pairs(rule_variants) do rules[name] = choices[o[name] + 1] end
  return rules
end

function Game:tile_in_hand()
  local index = lib.hunters_game_tile_in_hand(self.ptr)
  if index < 0 then return nil end
  return ffi.string(lib.hunters_tileset_type_name(lib.hunters_game_tileset(self.ptr), index))
end

function Game:legal_moves()
  local n = lib.hunters_game_legal_moves(self.ptr, self.moves, self.capacity)
  if n > self.capacity then
    self.capacity = n * 2
    self.moves = ffi.new("hunters_move[?]", self.capacity)
    n = lib.hunters_game_legal_moves(self.ptr, self.moves, self.capacity)
  end
  local list = {}
  for i = 0, n - 1 do list[i + 1] = self.moves[i] end
  return list
end


function Game:play(move)
  if type(move) == "string" then
    local parsed, message = M.move.parse(move)
    if not parsed then return nil, message end
    move = parsed
  end
  return result(self, lib.hunters_game_play(self.ptr, move))
end

function Game:draw(name)
  if name == nil then return result(self, lib.hunters_game_draw_random(self.ptr)) end
  local index = lib.hunters_tileset_type_find(lib.hunters_game_tileset(self.ptr), name)
  if index < 0 then return nil, "no tile type " .. name end
  return result(self, lib.hunters_game_draw(self.ptr, index))
end

function Game:undo() return result(self, lib.hunters_game_undo(self.ptr)) end
function Game:decision_count() return lib.hunters_game_decision_count(self.ptr) end

function Game:play_random(seed) return result(self, lib.hunters_game_play_random(self.ptr, seed or 0)) end

function Game:events()
  local list, raw, buffer = {}, ffi.new("hunters_event"), ffi.new("char[256]")
  for i = 0, lib.hunters_game_event_count(self.ptr) - 1 do
    lib.hunters_game_event(self.ptr, i, raw)
    lib.hunters_event_format(self.ptr, raw, buffer, 256)
    list[#list + 1] = { type = raw.type, player = raw.player, points = raw.points, x = raw.x, y = raw.y,
                        area = raw.area, reason = raw.reason, text = ffi.string(buffer) }
  end
  return list
end

function Game:save()
  local size = lib.hunters_game_save(self.ptr, nil, 0) + 1
  local buffer = ffi.new("char[?]", size)
  lib.hunters_game_save(self.ptr, buffer, size)
  return ffi.string(buffer)
end

-- pictures (SVG) -------------------------------------------------------------
-- tileset:svg([name_or_index, rotation], [options]) is the catalogue sheet, or
-- one tile; game:svg([options]) the board with the score table. options:
-- legal, coordinates, scores, legend (booleans), scale, columns.
ffi.cdef[[
typedef struct hunters_svg_options {
  uint32_t version; uint32_t flags; int32_t scale; int32_t columns; int32_t reserved[4];
} hunters_svg_options;
void hunters_svg_options_init(hunters_svg_options *options);
int hunters_svg_tile(const hunters_tileset *tileset, int type, int rotation, const hunters_svg_options *options,
                     char *buffer, size_t size, size_t *length);
int hunters_svg_board(const hunters_game *game, const hunters_svg_options *options, char *buffer, size_t size,
                      size_t *length);
int hunters_svg_catalog(const hunters_tileset *tileset, const hunters_svg_options *options, char *buffer,
                        size_t size, size_t *length);
]]
M.SVG_COORDINATES, M.SVG_LEGAL, M.SVG_SCORES, M.SVG_LEGEND = 1, 2, 4, 8

-- Measures, then writes: draw(options, buffer, size, length) is one of the above.
local function svg(draw, options)
  options = options or {}
  local o, length = ffi.new("hunters_svg_options"), ffi.new("size_t[1]")
  lib.hunters_svg_options_init(o)
  o.flags = (options.legal and 2 or 0) + (options.coordinates ~= false and 1 or 0) +
            (options.scores ~= false and 4 or 0) + (options.legend ~= false and 8 or 0)
  o.scale, o.columns = options.scale or 100, options.columns or 8
  local status = draw(o, nil, 0, length)
  if status ~= -9 then return nil, ffi.string(lib.hunters_strerror(status)) end
  local size = tonumber(length[0]) + 1
  local buffer = ffi.new("char[?]", size)
  status = draw(o, buffer, size, length)
  if status ~= 0 then return nil, ffi.string(lib.hunters_strerror(status)) end
  return ffi.string(buffer, length[0])
end

function TileSet:svg(tile, rotation, options)
  if type(tile) == "table" then tile, options = nil, tile end
  if tile == nil then
    return svg(function(...) return lib.hunters_svg_catalog(self.ptr, ...) end, options)
  end
  local index = type(tile) == "string" and lib.hunters_tileset_type_find(self.ptr, tile) or tile
  return svg(function(...) return lib.hunters_svg_tile(self.ptr, index, rotation or 0, ...) end, options)
end

function Game:svg(options)
  return svg(function(...) return lib.hunters_svg_board(self.ptr, ...) end, options)
end

-- ---- bots, search and advice (hunters.h "Bots, search and advice") ----------
-- Every search copy must be redetermined: in engine draw mode a copy carries
-- the generator and would draw the real upcoming tiles. Call
-- game:redetermine(seed) on each copy a search explores; the library's bots
-- (game:bot_move, game:advice) do so themselves and never peek.
ffi.cdef[[
typedef struct hunters_bot_options {
  uint32_t version; int32_t kind; uint64_t seed; int32_t iterations, milliseconds, threads, max_nodes;
  double exploration; int32_t rollout_turns; int32_t reserved[7];
} hunters_bot_options;
typedef struct hunters_advice {
  hunters_move place, deploy; int32_t visits, role; double mean, wins; int32_t area_kind; int32_t items[10];
  int32_t feature_value; int32_t reserved[4];
} hunters_advice;
int hunters_game_redetermine(hunters_game *game, uint64_t seed);
int hunters_game_project_scores(const hunters_game *game, int32_t *scores);
void hunters_bot_options_init(hunters_bot_options *options);
int hunters_bot_choose(hunters_game *game, const hunters_bot_options *options, hunters_move *move);
size_t hunters_bot_memory(const hunters_game *game, const hunters_bot_options *options);
int hunters_bot_advise(hunters_game *game, const hunters_bot_options *options, hunters_advice *advice, size_t capacity);
size_t hunters_advice_format(const hunters_advice *advice, char *buffer, size_t size);
]]

M.BOT_RANDOM, M.BOT_GREEDY, M.BOT_MCTS = 1, 2, 3
local bot_kinds = { random = 1, greedy = 2, mcts = 3 }

-- opts: { seed, iterations, milliseconds, max_nodes, exploration, rollout_turns }
local function bot_options(kind, opts)
  local o = ffi.new("hunters_bot_options")
  lib.hunters_bot_options_init(o)
  o.kind = bot_kinds[kind or "mcts"] or kind
  opts = opts or {}
  o.seed = opts.seed or 0
  for _, name in ipairs{ "iterations", "milliseconds", "max_nodes", "exploration", "rollout_turns" } do
    if opts[name] ~= nil then o[name] = opts[name] end
  end
  return o
end

-- Makes the future draws a fresh sample of the tiles left; every search copy must call it.
function Game:redetermine(seed) return result(self, lib.hunters_game_redetermine(self.ptr, seed or 0)) end

-- The scores if the game ended now (R5, R8), indexed from 0 like players.
function Game:project_scores()
  local scores = ffi.new("int32_t[8]")
  local ok, message = result(self, lib.hunters_game_project_scores(self.ptr, scores))
  if not ok then return nil, message end
  local out = {}
  for p = 0, self:players() - 1 do out[p] = scores[p] end
  return out
end

-- The bot's move ("random", "greedy" or "mcts"); only iteration budgets are deterministic.
function Game:bot_move(kind, opts)
  local move = ffi.new("hunters_move[1]")
  local ok, message = result(self, lib.hunters_bot_choose(self.ptr, bot_options(kind, opts), move))
  if not ok then return nil, message end
  return move[0]
end

-- The bot's best whole turns, best first: { place, deploy, visits, mean, wins, text }.
function Game:advice(kind, opts, count)
  count = count or 5
  local raw = ffi.new("hunters_advice[?]", count)
  local n = lib.hunters_bot_advise(self.ptr, bot_options(kind, opts), raw, count)
  if n < 0 then return result(self, n) end
  local out, buffer = {}, ffi.new("char[256]")
  for i = 0, math.min(n, count) - 1 do
    local a = raw[i]
    lib.hunters_advice_format(a, buffer, 256)
    out[i + 1] = { place = a.place ~= 0 and a.place or nil, deploy = a.deploy, visits = a.visits, mean = a.mean,
                   wins = a.wins, role = a.role, area_kind = a.area_kind, text = ffi.string(buffer) }
  end
  return out
end

function Game:bot_memory(kind, opts) return tonumber(lib.hunters_bot_memory(self.ptr, bot_options(kind, opts))) end

return M
