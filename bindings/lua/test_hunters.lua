-- Tests of the LuaJIT bindings against the real library. Rule numbers
-- refer to the project's rules digest (R1-R9).
package.path = (arg and arg[0]:match("(.*/)") or "./") .. "?.lua;" .. package.path
local hunters = require("hunters")

local passed, failed = 0, 0
local function test(name, body)
  local ok, message = pcall(body)
  if ok then
    passed = passed + 1
    print("ok   " .. name)
  else
    failed = failed + 1
    print("FAIL " .. name .. ": " .. tostring(message))
  end
end

test("version", function()
  assert(hunters.version():match("^%d+%.%d+%.%d+$"))
end)

test("R1.1 default tile set totals", function()
  local ts = assert(hunters.TileSet.default())
  assert(ts:name() == "reconstruction-v1")
  assert(ts:total(100, 1) == 79 and ts:total(100, 2) == 12)
  ts:close()
end)

test("tile types, areas and the board", function()
  local ts = assert(hunters.TileSet.default())
  local start = ts:find("START")
  assert(ts:sides(start) == "FFRM", ts:sides(start))
  local areas = ts:areas(start)
  assert(#areas == 4 and areas[2].ends[1] == 2 and areas[2].ends[2] == 4 and areas[3].items[0] == 1)
  local game = assert(hunters.Game.new{ draw_mode = "caller", tileset = ts })
  assert(game:draw("L1") and game:play("place -1 0 r0") and game:play("deploy 1 member"))
  local board = game:board()
  assert(#board == 2 and board[2].x == -1 and board[2].piece_owner == 0)
  local meadow = assert(game:feature(-1, 0, 1))
  assert(meadow.kind == 4 and meadow.members[0] == 1)
  assert(game:check(hunters.move.place(5, 5, 0)) == nil)
  assert(game:rank(0) == 1 and game:stack_size() == 77 and game:state_size() > 0)
  assert(hunters.move.x(hunters.move.place(-3, 4, 1)) == -3 and hunters.move.rotation(hunters.move.place(0, 0, 3)) == 3)
end)

test("tile-set errors carry their position", function()
  local ts, message, line, column = hunters.TileSet.from_string("tile S 1 MMRM start\n river S spring\n meadow N E S.e W\n")
  assert(ts == nil and line == 1 and column == 12, message)
  assert(message:find("S.w"))
end)

test("a random game: scores equal their scoring events", function()
  math.randomseed(3)
  local game = assert(hunters.Game.new{ players = 3, seed = 5 })
  while not game:over() do
    local moves = game:legal_moves()
    assert(game:play(moves[math.random(#moves)]))
  end
  local points = { [0] = 0, 0, 0 }
  for _, e in ipairs(game:events()) do
    if e.type == hunters.EVENT_POINTS then points[e.player] = points[e.player] + e.points end
  end
  for p = 0, 2 do assert(points[p] == game:score(p)) end
  game:close()
end)

test("undo returns the earlier state", function()
  local game = assert(hunters.Game.new{ draw_mode = "caller" })
  local start = game:hash()
  assert(game:draw("L1"))
  assert(game:play("place -1 0 r0"))
  assert(game:decision_count() == 2)
  assert(game:undo() and game:undo())
  assert(game:hash() == start)
  local ok = game:undo()
  assert(ok == nil)
end)

test("R3.2 an illegal move changes nothing", function()
  local game = assert(hunters.Game.new{ seed = 1 })
  local before = game:hash()
  local ok, message = game:play(hunters.move.place(9, 9, 0))
  assert(ok == nil and message:find("corners are not enough"), message)
  assert(game:hash() == before)
end)

test("caller draws, text moves, records", function()
  local game = assert(hunters.Game.new{ draw_mode = "caller" })
  assert(game:phase() == hunters.PHASE_DRAW)
  assert(game:draw("L1"))
  assert(game:tile_in_hand() == "L1")
  assert(#game:legal_moves() == 4)
  assert(game:play("place -1 0 r0"))
  assert(game:play("deploy 1 member"))
  assert(game:supply(0) == 4)
  assert(hunters.move.tostring(hunters.move.deploy(2, hunters.PIECE_HUT)) == "deploy 2 hut")
  local text = game:save()
  local loaded = assert(hunters.Game.load(text))
  assert(loaded:hash() == game:hash())
  assert(loaded:save() == text)
  local bad, message, line = hunters.Game.load((text:gsub("players 2", "players 0")))
  assert(bad == nil and line > 1, message)
end)

test("clones play on equal", function()
  local game = assert(hunters.Game.new{ seed = 8, draw_mode = "caller" })
  for _ = 1, 20 do
    if game:phase() == hunters.PHASE_DRAW or game:phase() == hunters.PHASE_DRAW_BONUS then
      assert(game:draw())
    else
      local moves = game:legal_moves()
      assert(game:play(moves[#moves]))
    end
  end
  local twin = assert(game:clone())
  assert(game:play_random(4))
  assert(twin:play_random(4))
  assert(game:hash() == twin:hash() and game:score(0) == twin:score(0))
end)

test("rule variants (doc/rules.md)", function()
  local options = { seed = 9, last_bonus = "skipped", forest_value = "segment", mushroom_value = "tile",
                    lake_huts = "forbidden", table_width = 6, table_height = 5 }
  local game = assert(hunters.Game.new(options))
  assert(game:play_random(2))
  local rules = assert(hunters.Game.load(game:save())):rules()
  for name, value in pairs(options) do assert(name == "seed" or rules[name] == value, name) end
  assert(hunters.Game.new():rules().forest_value == "tile")
  local bad, message = hunters.Game.new{ forest_value = "wide" }
  assert(bad == nil and message:find("forest_value"), message)
end)

test("pictures", function()
  local game = assert(hunters.Game.new{ seed = 3 })
  for _ = 1, 6 do
    local moves = game:legal_moves()
    assert(game:play(moves[#moves]))
  end
  local picture = assert(game:svg())
  assert(picture == game:svg(), "the same game gives the same picture")
  local tiles = select(2, picture:gsub('<g class="tile" data%-x', ""))
  assert(tiles == #game:board(), "one element per placed tile")
  assert(picture:find('data-x="0" data-y="0" data-type="START" data-rotation="0"', 1, true))
  local tileset = assert(hunters.TileSet.default())
  local catalogue = assert(tileset:svg())
  assert(select(2, catalogue:gsub('<g class="tile"', "")) == 73)
  assert(tileset:svg("FLRa", 1):find('data-type="FLRa" data-rotation="1"', 1, true))
  local none, message = tileset:svg("FLRa", 4)
  assert(none == nil and message ~= "", "a bad rotation is refused")
  assert(game:svg{ scale = 5 } == nil)
end)

test("bots never peek; projection and advice (R8)", function()
  local game = assert(hunters.Game.new{ seed = 12 })
  for i = 1, 8 do assert(game:play(assert(game:bot_move("random", { seed = i })))) end
  local projected = assert(game:project_scores())
  assert(projected[0] >= game:score(0) and projected[1] >= game:score(1))
  local a, b = assert(game:clone()), assert(game:clone())
  assert(a:redetermine(1)); assert(b:redetermine(2))
  for _, kind in ipairs{ "random", "greedy", "mcts" } do
    local ma = assert(a:bot_move(kind, { seed = 9, iterations = 30 }))
    assert(ma == assert(b:bot_move(kind, { seed = 9, iterations = 30 })))
  end
  local advice = assert(game:advice("mcts", { seed = 9, iterations = 60 }, 3))
  assert(#advice == 3 and advice[1].visits >= advice[2].visits)
  assert(advice[1].place == game:bot_move("mcts", { seed = 9, iterations = 60 }))
  assert(advice[1].text:find("visits, mean"))
  assert(game:bot_memory("mcts") > 0)
  assert(not game:bot_move("mcts", { iterations = -1 }))
  while not game:over() do assert(game:play(assert(game:bot_move("greedy")))) end
  local final = game:project_scores()
  assert(final[0] == game:score(0) and final[1] == game:score(1))
end)

print(string.format("lua: %d passed, %d failed", passed, failed))
os.exit(failed == 0 and 0 or 1)
