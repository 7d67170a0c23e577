-- Speed of the Lua bindings, as bindings/python/bench.py measures the Python
-- ones: random 2-player games played move by move from Lua, and native
-- rollouts (copy_from then play_random) from 64 mid-game positions.
--   luajit bench.lua [GAMES]   (prints games/s and rollouts/s, CPU time)
package.path = (arg and arg[0]:match("(.*/)") or "./") .. "?.lua;" .. package.path
local hunters = require("hunters")
-- GAMES: a whole number from 1 (0 printed nan rollouts a second, 'abc'
-- ran the default 1000, 1.5 one game counted as 1.5, inf without end)
local games = 1000
if arg and arg[1] ~= nil then
  games = tonumber(arg[1])
  if not games or games < 1 or games ~= math.floor(games) or games == math.huge then
    io.stderr:write("usage: luajit bench.lua [GAMES] (a whole number from 1), not ", arg[1], "\n")
    os.exit(2)
  end
end

math.randomseed(1)
local start = os.clock()
for index = 1, games do
  local game = assert(hunters.Game.new{ seed = index })
  while true do
    local moves = game:legal_moves()
    if #moves == 0 then break end
    assert(game:play(moves[math.random(#moves)]))
  end
end
local games_per_second = games / (os.clock() - start)

local positions = {}
for i = 1, 64 do
  local game = assert(hunters.Game.new{ draw_mode = "caller" })
  while true do
    local phase = game:phase()
    if phase == hunters.Phase.DRAW or phase == hunters.Phase.DRAW_BONUS then
      assert(game:draw())
    elseif phase == hunters.Phase.PLACE and #game:board() >= 40 then
      break
    else
      local moves = game:legal_moves()
      assert(game:play(moves[math.random(#moves)]))
    end
  end
  positions[i] = game
end
local scratch = assert(positions[1]:clone())
local rollouts = games * 5
start = os.clock()
-- (every result checked: a refused call fails the benchmark, not timed as a rollout)
for i = 0, rollouts - 1 do
  assert(scratch:copy_from(positions[i % 64 + 1]))
  assert(scratch:play_random(i))
end
print(string.format("games_per_second %.0f\nrollouts_per_second %.0f", games_per_second,
                    rollouts / (os.clock() - start)))
